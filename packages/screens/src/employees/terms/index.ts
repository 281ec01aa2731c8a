export { EMPLOYMENT_TERMS_FIELDS } from './EmploymentTermsDialog.tsx';
export { EmploymentTermsScreen } from './EmploymentTermsScreen.tsx';
export * from './employmentTerms.ts';
