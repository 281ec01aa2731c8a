export * from './permissions.ts';
export * from './roleSchema.ts';
