export * from './approvals.ts';
export * from './auth.ts';
export * from './client.ts';
export * from './employer.ts';
export * from './errors.ts';
export * from './leave.ts';
export * from './management.ts';
export type { components, paths } from './schema.d.ts';
export type { SectionsWithDefaults, WithDefaults } from './with-defaults.ts';
