export * from './formFeedback.ts';
export { RefusalBanner } from './RefusalBanner.tsx';
export { SaveForm, type SaveFormProps } from './SaveForm.tsx';
export { type UseFormFeedbackOptions, useFormFeedback } from './useFormFeedback.ts';
