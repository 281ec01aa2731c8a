import type { Context } from 'hono';
import type {
  Bank,
  Branch,
  CreateBankRequest,
  CreateBranchRequest,
  CreateDepartmentRequest,
  CreateJobPositionRequest,
  CreateLevelRequest,
  Department,
  JobPosition,
  Level,
  ReferenceIdRequest,
  ReferenceListRequest,
  SetActiveRequest,
  SetModuleAccessRequest,
  UpdateBankRequest,
  UpdateBranchRequest,
  UpdateDepartmentRequest,
  UpdateEmployerInformationRequest,
  UpdateEmployerSettingsRequest,
  UpdateJobPositionRequest,
  UpdateLevelRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { success } from '../http/envelope.ts';
import { getEmployerInformation, updateEmployerInformation } from './employer-information.ts';
import { getEmployerSettings, updateEmployerSettings } from './employer-settings.ts';
import { getModuleAccess, setModuleAccess } from './module-access.ts';
import {
  type CreateReference,
  createReference,
  deleteReference,
  listReferences,
  setReferenceActive,
  type UpdateReference,
  updateReference,
} from './reference-data.ts';
import {
  banks,
  branches,
  departments,
  jobPositions,
  levels,
  type ReferenceItem,
  type ReferenceKind,
} from './reference-kinds.ts';
import { dismissSetUpChecklist, getSetUpChecklist } from './set-up-checklist.ts';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

/** The employer operations; the caller (and so the employer) comes from the access token. */
export function employerHandlers(deps: ServiceDeps): Record<string, Handler> {
  const getInformation: Handler = async (c) =>
    success(c, 200, { returnObject: await getEmployerInformation(deps, c.get('caller')) });
  const updateInformation: Handler = async (c) => {
    const changes = c.get('body') as UpdateEmployerInformationRequest;
    return success(c, 200, { returnObject: await updateEmployerInformation(deps, c.get('caller'), changes) });
  };
  const getModules: Handler = async (c) =>
    success(c, 200, { returnObject: await getModuleAccess(deps, c.get('caller')) });
  const setModule: Handler = async (c) => {
    const change = c.get('body') as SetModuleAccessRequest;
    return success(c, 200, { returnObject: await setModuleAccess(deps, c.get('caller'), change) });
  };
  // Issue 28 item 5: Employer › Setting.
  const getSettings: Handler = async (c) =>
    success(c, 200, { returnObject: await getEmployerSettings(deps, c.get('caller')) });
  const updateSettings: Handler = async (c) => {
    const changes = c.get('body') as UpdateEmployerSettingsRequest;
    return success(c, 200, { returnObject: await updateEmployerSettings(deps, c.get('caller'), changes) });
  };
  return {
    ...referenceHandlers<Department, CreateDepartmentRequest, UpdateDepartmentRequest>(
      deps,
      departments,
      'Department',
      'Departments',
    ),
    ...referenceHandlers<JobPosition, CreateJobPositionRequest, UpdateJobPositionRequest>(
      deps,
      jobPositions,
      'JobPosition',
      'JobPositions',
    ),
    ...referenceHandlers<Level, CreateLevelRequest, UpdateLevelRequest>(deps, levels, 'Level', 'Levels'),
    ...referenceHandlers<Branch, CreateBranchRequest, UpdateBranchRequest>(
      deps,
      branches,
      'Branch',
      'Branches',
    ),
    ...referenceHandlers<Bank, CreateBankRequest, UpdateBankRequest>(deps, banks, 'Bank', 'Banks'),
    getEmployerInformation: getInformation,
    updateEmployerInformation: updateInformation,
    getModuleAccess: getModules,
    setModuleAccess: setModule,
    // Issue 34 item 4: the set-up checklist.
    getSetUpChecklist: async (c: Context<ApiEnv>) =>
      success(c, 200, { returnObject: await getSetUpChecklist(deps, c.get('caller')) }),
    dismissSetUpChecklist: async (c: Context<ApiEnv>) =>
      success(c, 200, { returnObject: await dismissSetUpChecklist(deps, c.get('caller')) }),
    getEmployerSettings: getSettings,
    updateEmployerSettings: updateSettings,
  };
}

/**
 * The five operations of one kind, named as the contract names them (listDepartments,
 * createDepartment, updateDepartment, setDepartmentActive, deleteDepartment); registerApi refuses to
 * start if a name here and the contract's disagree. The type parameters check that the contract's
 * request types fit what the generic service reads.
 */
function referenceHandlers<
  Item extends ReferenceItem,
  Create extends CreateReference<Item>,
  Update extends UpdateReference<Item>,
>(deps: ServiceDeps, kind: ReferenceKind<Item>, singular: string, plural: string): Record<string, Handler> {
  return {
    [`list${plural}`]: async (c) => {
      const items = await listReferences(deps, kind, c.get('caller'), c.get('body') as ReferenceListRequest);
      return success(c, 200, { returnObject: items });
    },
    [`create${singular}`]: async (c) => {
      const fields = c.get('body') as Create;
      return success(c, 200, { returnObject: await createReference(deps, kind, c.get('caller'), fields) });
    },
    [`update${singular}`]: async (c) => {
      const fields = c.get('body') as Update;
      return success(c, 200, { returnObject: await updateReference(deps, kind, c.get('caller'), fields) });
    },
    [`set${singular}Active`]: async (c) => {
      const change = c.get('body') as SetActiveRequest;
      return success(c, 200, { returnObject: await setReferenceActive(deps, kind, c.get('caller'), change) });
    },
    [`delete${singular}`]: async (c) => {
      const target = c.get('body') as ReferenceIdRequest;
      return success(c, 200, { returnMessage: await deleteReference(deps, kind, c.get('caller'), target) });
    },
  };
}
