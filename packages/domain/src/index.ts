export * from './constants.ts';
export * from './countries.ts';
export * from './messages.ts';
export * from './navigation.ts';
export * from './schemas/auth.ts';
export * from './schemas/employeeList.ts';
export * from './schemas/employer.ts';
export * from './schemas/profile.ts';
