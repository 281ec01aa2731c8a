export { EmploymentTermsScreen } from './EmploymentTermsScreen.tsx';
export * from './employmentTerms.ts';
