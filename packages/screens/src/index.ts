export * from './shell/index.ts';
