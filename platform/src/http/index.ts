export * from './access.ts';
export * from './directory.ts';
export * from './input.ts';
export * from './problem.ts';
