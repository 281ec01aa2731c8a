export {
  EDUCATION_FIELDS,
  type EducationItem,
  EducationScreen,
  type EducationScreenProps,
} from './EducationScreen.tsx';
export {
  EXPERIENCE_FIELDS,
  type ExperienceItem,
  ExperienceScreen,
  type ExperienceScreenProps,
} from './ExperienceScreen.tsx';
export * from './recordEntries.ts';
export type { TrainingCourseValues } from './TrainingCourseDialog.tsx';
export type { TrainingResultValues } from './TrainingResultDialog.tsx';
export { TrainingScreen, type TrainingScreenProps } from './TrainingScreen.tsx';
export * from './training.ts';
