export * from './constants.ts';
export * from './navigation.ts';
