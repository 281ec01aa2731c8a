import type { Context } from 'hono';
import type { CreateEmployeeRequest, EmployeeSearchRequest, UserIdRequest } from '../contract-types.ts';
import { createEmployee } from '../services/create-employee.ts';
import { getDashboard } from '../services/dashboard.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { listEmployees, searchEmployees } from '../services/employee-directory.ts';
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
    const employee = await createEmployee(deps, c.get('caller'), c.get('body') as CreateEmployeeRequest);
    return success(c, 200, { returnObject: employee });
  };
  const dashboard: Handler = async (c) =>
    success(c, 200, { returnObject: await getDashboard(deps, c.get('caller')) });
  return { getAllEmployeesOnUser, searchEmployees: search, createEmployee: create, getDashboard: dashboard };
}
