export * from './formFeedback.ts';
export { RefusalBanner } from './RefusalBanner.tsx';
export { RowField } from './RowField.tsx';
export { SaveForm, type SaveFormProps } from './SaveForm.tsx';
export { type UseFormFeedbackOptions, useFormFeedback } from './useFormFeedback.ts';
export { type UseSchemaFormOptions, useSchemaForm } from './useSchemaForm.ts';
