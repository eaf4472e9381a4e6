export * from './access.ts';
export * from './problem.ts';
