export * from './access.ts';
export * from './problem.ts';
export * from './directory.ts';
