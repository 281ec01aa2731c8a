import { IncidentCategoriesScreen, IncidentDecisionsScreen, IncidentTypesScreen } from '@hr/screens';
import { useLoad } from '../api/useLoad.ts';
import { useReferenceList } from '../employer/useReferenceList.ts';
import {
  incidentCategoriesApi,
  incidentDecisionsApi,
  incidentTypesApi,
} from '../incidents/incidentSetupKinds.ts';

/** Incident › Category (/incident/incident-category): the categories and their colours. */
export function IncidentCategories() {
  return <IncidentCategoriesScreen {...useReferenceList(incidentCategoriesApi)} />;
}

const NO_CATEGORIES: readonly never[] = [];

/**
 * Incident › Type (/incident/incident-type): the types, with the categories for their badges and the
 * dialog's choice; either list failing is the page's error, with its own Try again.
 */
export function IncidentTypes() {
  const categories = useLoad(incidentCategoriesApi.list);
  const types = useReferenceList(incidentTypesApi);
  const failed = categories.status === 'error' ? categories : null;
  return (
    <IncidentTypesScreen
      {...types}
      status={failed ? 'error' : types.status}
      errorMessage={failed ? failed.errorMessage : types.errorMessage}
      onRetry={failed ? failed.retry : types.onRetry}
      categories={categories.data ?? NO_CATEGORIES}
    />
  );
}

/** Incident › Decision (/incident/incident-decision): the outcomes, the standard eight to start with. */
export function IncidentDecisions() {
  return <IncidentDecisionsScreen {...useReferenceList(incidentDecisionsApi)} />;
}
