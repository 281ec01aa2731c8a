export { IncidentCategoriesScreen, type IncidentCategoriesScreenProps } from './IncidentCategoriesScreen.tsx';
export { IncidentCategoryBadge, type IncidentCategoryBadgeProps } from './IncidentCategoryBadge.tsx';
export { IncidentDecisionsScreen, type IncidentDecisionsScreenProps } from './IncidentDecisionsScreen.tsx';
export { IncidentTypesScreen, type IncidentTypesScreenProps } from './IncidentTypesScreen.tsx';
export type {
  IncidentCategory,
  IncidentCategoryField,
  IncidentDecision,
  IncidentDecisionField,
  IncidentSetupCallbacks,
  IncidentType,
  IncidentTypeField,
} from './incidentSetup.ts';
