export { AnonymousFollowUpScreen, type AnonymousFollowUpScreenProps } from './AnonymousFollowUpScreen.tsx';
export { type CauseListRange, CauseListScreen, type CauseListScreenProps } from './CauseListScreen.tsx';
export {
  IncidentCaseDialog,
  type IncidentCaseDialogProps,
  type IncidentCaseField,
  type IncidentCaseSave,
  type IncidentCaseSaveResult,
} from './IncidentCaseDialog.tsx';
export { IncidentCaseScreen, type IncidentCaseScreenProps } from './IncidentCaseScreen.tsx';
export { IncidentCategoriesScreen, type IncidentCategoriesScreenProps } from './IncidentCategoriesScreen.tsx';
export { IncidentCategoryBadge, type IncidentCategoryBadgeProps } from './IncidentCategoryBadge.tsx';
export { IncidentDecisionsScreen, type IncidentDecisionsScreenProps } from './IncidentDecisionsScreen.tsx';
export { IncidentManagementScreen, type IncidentManagementScreenProps } from './IncidentManagementScreen.tsx';
export { IncidentMoveDialog, type IncidentMoveDialogProps } from './IncidentMoveDialog.tsx';
export { IncidentTypesScreen, type IncidentTypesScreenProps } from './IncidentTypesScreen.tsx';
export type {
  CaseAppealView,
  CaseCategoryRef,
  CaseDecisionView,
  CaseExplanationView,
  CaseHearingView,
  CaseReporterView,
  CaseTypeRef,
  DecisionRef,
  IncidentCaseDetail,
  IncidentCaseRow,
  IncidentHearing,
  PersonRef,
  SearchPeople,
} from './incidentCase.ts';
export type { IncidentCaseValues } from './incidentCaseSchema.ts';
export { type IncidentMove, MOVE_LABELS, type MoveDecision, type MoveHearing } from './incidentMoves.ts';
export type {
  IncidentCategory,
  IncidentCategoryField,
  IncidentDecision,
  IncidentDecisionField,
  IncidentSetupCallbacks,
  IncidentType,
  IncidentTypeField,
} from './incidentSetup.ts';
export { MyIncidentsPanel, type MyIncidentsPanelProps } from './MyIncidentsPanel.tsx';
