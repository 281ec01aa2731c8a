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
