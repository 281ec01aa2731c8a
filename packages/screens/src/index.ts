export * from './auth/index.ts';
export * from './dashboard/index.ts';
export * from './employees/index.ts';
export * from './employer/index.ts';
export * from './forms/index.ts';
export * from './marketing/index.ts';
export * from './profile/index.ts';
export * from './shell/index.ts';
