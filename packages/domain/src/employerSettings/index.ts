export * from './formatDay.ts';
export * from './settings.ts';
