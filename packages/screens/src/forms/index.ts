export { FeedbackBanner } from './FeedbackBanner.tsx';
export * from './formFeedback.ts';
export { SaveForm, type SaveFormProps } from './SaveForm.tsx';
export { type UseFormFeedbackOptions, useFormFeedback } from './useFormFeedback.ts';
