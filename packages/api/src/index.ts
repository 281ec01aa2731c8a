export * from './auth.ts';
export * from './client.ts';
export * from './employer.ts';
export * from './errors.ts';
export * from './management.ts';
export * from './notifications.ts';
export type { components, paths } from './schema.d.ts';
export * from './who-is-away.ts';
export type { SectionsWithDefaults, WithDefaults } from './with-defaults.ts';
