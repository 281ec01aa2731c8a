export * from './formFeedback.ts';
export { type UseFormFeedbackOptions, useFormFeedback } from './useFormFeedback.ts';
