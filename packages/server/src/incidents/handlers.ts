import type {
  CreateIncidentCategoryRequest,
  CreateIncidentDecisionRequest,
  CreateIncidentTypeRequest,
  ReferenceIdRequest,
  ReferenceListRequest,
  UpdateIncidentCategoryRequest,
  UpdateIncidentDecisionRequest,
  UpdateIncidentTypeRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { answering } from '../leave/handlers.ts';
import {
  createIncidentCategory,
  deleteIncidentCategory,
  listIncidentCategories,
  updateIncidentCategory,
} from './categories.ts';
import {
  createIncidentDecision,
  deleteIncidentDecision,
  listIncidentDecisions,
  updateIncidentDecision,
} from './decisions.ts';
import { createIncidentType, deleteIncidentType, listIncidentTypes, updateIncidentType } from './types.ts';

/** Incident set-up's operations; the caller (and so the employer) comes from the access token. */
export function incidentSetupHandlers(deps: ServiceDeps) {
  return {
    listIncidentCategories: answering<ReferenceListRequest>((caller, request) =>
      listIncidentCategories(deps, caller, request),
    ),
    createIncidentCategory: answering<CreateIncidentCategoryRequest>((caller, request) =>
      createIncidentCategory(deps, caller, request),
    ),
    updateIncidentCategory: answering<UpdateIncidentCategoryRequest>((caller, request) =>
      updateIncidentCategory(deps, caller, request),
    ),
    deleteIncidentCategory: answering<ReferenceIdRequest>(
      (caller, request) => deleteIncidentCategory(deps, caller, request),
      'returnMessage',
    ),
    listIncidentTypes: answering<ReferenceListRequest>((caller, request) =>
      listIncidentTypes(deps, caller, request),
    ),
    createIncidentType: answering<CreateIncidentTypeRequest>((caller, request) =>
      createIncidentType(deps, caller, request),
    ),
    updateIncidentType: answering<UpdateIncidentTypeRequest>((caller, request) =>
      updateIncidentType(deps, caller, request),
    ),
    deleteIncidentType: answering<ReferenceIdRequest>(
      (caller, request) => deleteIncidentType(deps, caller, request),
      'returnMessage',
    ),
    listIncidentDecisions: answering<ReferenceListRequest>((caller, request) =>
      listIncidentDecisions(deps, caller, request),
    ),
    createIncidentDecision: answering<CreateIncidentDecisionRequest>((caller, request) =>
      createIncidentDecision(deps, caller, request),
    ),
    updateIncidentDecision: answering<UpdateIncidentDecisionRequest>((caller, request) =>
      updateIncidentDecision(deps, caller, request),
    ),
    deleteIncidentDecision: answering<ReferenceIdRequest>(
      (caller, request) => deleteIncidentDecision(deps, caller, request),
      'returnMessage',
    ),
  };
}
