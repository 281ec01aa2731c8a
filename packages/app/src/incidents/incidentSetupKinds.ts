import {
  createIncidentCategory,
  createIncidentDecision,
  createIncidentType,
  deleteIncidentCategory,
  deleteIncidentDecision,
  deleteIncidentType,
  type IncidentCategory,
  type IncidentDecision,
  type IncidentType,
  listIncidentCategories,
  listIncidentDecisions,
  listIncidentTypes,
  updateIncidentCategory,
  updateIncidentDecision,
  updateIncidentType,
} from '@hr/api';
import type { IncidentCategoryValues, IncidentDecisionValues, IncidentTypeValues } from '@hr/domain';
import type * as Screens from '@hr/screens';
import { apiClient } from '../api/client.ts';
import type { ReferenceListApi } from '../employer/useReferenceList.ts';

const client = apiClient;

/** Incident › Category: every category, active or not, as the set-up table lists them. */
export const incidentCategoriesApi: ReferenceListApi<
  IncidentCategory,
  Screens.IncidentCategory,
  IncidentCategoryValues,
  Screens.IncidentCategoryField
> = {
  list: async (signal) =>
    (await listIncidentCategories(client, { includeInactive: true }, { signal })).returnObject,
  create: (values) => createIncidentCategory(client, values),
  update: (id, values) => updateIncidentCategory(client, { id, ...values }),
  setActive: (id, isActive) => updateIncidentCategory(client, { id, isActive }),
  remove: (id) => deleteIncidentCategory(client, { id }),
  toItem: (row) => row,
  fields: ['code', 'description', 'color'],
};

export const incidentTypesApi: ReferenceListApi<
  IncidentType,
  Screens.IncidentType,
  IncidentTypeValues,
  Screens.IncidentTypeField
> = {
  list: async (signal) =>
    (await listIncidentTypes(client, { includeInactive: true }, { signal })).returnObject,
  create: (values) => createIncidentType(client, values),
  update: (id, values) => updateIncidentType(client, { id, ...values }),
  setActive: (id, isActive) => updateIncidentType(client, { id, isActive }),
  remove: (id) => deleteIncidentType(client, { id }),
  toItem: (row) => row,
  fields: ['code', 'description', 'categoryId', 'rule', 'defaultSeverity'],
};

export const incidentDecisionsApi: ReferenceListApi<
  IncidentDecision,
  Screens.IncidentDecision,
  IncidentDecisionValues,
  Screens.IncidentDecisionField
> = {
  list: async (signal) =>
    (await listIncidentDecisions(client, { includeInactive: true }, { signal })).returnObject,
  create: (values) => createIncidentDecision(client, values),
  // The kind is sent as it is: the server refuses another, and it never changes in the dialog.
  update: (id, values) => updateIncidentDecision(client, { id, ...values }),
  setActive: (id, isActive) => updateIncidentDecision(client, { id, isActive }),
  remove: (id) => deleteIncidentDecision(client, { id }),
  toItem: (row) => row,
  fields: ['code', 'description', 'kind', 'hasPeriod', 'warningLiveMonths'],
};
