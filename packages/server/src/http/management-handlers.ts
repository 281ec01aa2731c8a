import type { Context } from 'hono';
import type {
  CreateEmployeeRequest,
  EmployeeIdRequest,
  EmployeeSearchRequest,
  EndEmploymentRequest,
  LineManagerSearchRequest,
  UpdateEmployeeRequest,
  UserIdRequest,
} from '../contract-types.ts';
import { createEmployee } from '../services/create-employee.ts';
import { getDashboard } from '../services/dashboard.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { listEmployees, searchEmployees } from '../services/employee-directory.ts';
import { endEmployment } from '../services/end-employment.ts';
import { getEmployee } from '../services/get-employee.ts';
import { sendInvitation } from '../services/invitations.ts';
import { listLineManagers } from '../services/line-managers.ts';
import { updateEmployee } from '../services/update-employee.ts';
import type { ApiEnv } from './api-env.ts';
import { success } from './envelope.ts';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

/** The management operations; the caller (and so the employer) comes from the access token. */
export function managementHandlers(deps: ServiceDeps) {
  const getAllEmployeesOnUser: Handler = async (c) => {
    const rows = await listEmployees(deps, c.get('caller'), (c.get('body') as UserIdRequest).id);
    return success(c, 200, { returnObject: rows });
  };
  const search: Handler = async (c) => {
    const page = await searchEmployees(deps, c.get('caller'), c.get('body') as EmployeeSearchRequest);
    return success(c, 200, { returnObject: page });
  };
  const create: Handler = async (c) => {
    const record = await createEmployee(deps, c.get('caller'), c.get('body') as CreateEmployeeRequest);
    return success(c, 200, { returnObject: record });
  };
  const read: Handler = async (c) => {
    const record = await getEmployee(deps, c.get('caller'), c.get('body') as EmployeeIdRequest);
    return success(c, 200, { returnObject: record });
  };
  const update: Handler = async (c) => {
    const record = await updateEmployee(deps, c.get('caller'), c.get('body') as UpdateEmployeeRequest);
    return success(c, 200, { returnObject: record });
  };
  const end: Handler = async (c) => {
    const record = await endEmployment(deps, c.get('caller'), c.get('body') as EndEmploymentRequest);
    return success(c, 200, { returnObject: record });
  };
  const invite: Handler = async (c) => {
    const message = await sendInvitation(deps, c.get('caller'), c.get('body') as EmployeeIdRequest);
    return success(c, 200, { returnMessage: message });
  };
  const lineManagers: Handler = async (c) => {
    const managers = await listLineManagers(deps, c.get('caller'), c.get('body') as LineManagerSearchRequest);
    return success(c, 200, { returnObject: managers });
  };
  const dashboard: Handler = async (c) =>
    success(c, 200, { returnObject: await getDashboard(deps, c.get('caller')) });
  return {
    getAllEmployeesOnUser,
    searchEmployees: search,
    createEmployee: create,
    getEmployee: read,
    updateEmployee: update,
    endEmployment: end,
    sendInvitation: invite,
    listLineManagers: lineManagers,
    getDashboard: dashboard,
  };
}
