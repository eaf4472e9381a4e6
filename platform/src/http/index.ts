export * from './access.ts';
export * from './directory.ts';
export * from './headers.ts';
export * from './input.ts';
export * from './language.ts';
export * from './problem.ts';
export * from './same-origin.ts';
export * from './throttle.ts';
