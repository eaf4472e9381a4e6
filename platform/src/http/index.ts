export * from './access.ts';
export * from './directory.ts';
export * from './problem.ts';
