import type { Context } from 'hono';
import type { ServiceDeps } from '../core/deps.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { success } from '../http/envelope.ts';
import { getDashboard } from './dashboard.ts';

/** The dashboard's figures, for the caller's employer (and, for an employee, their own view). */
export function dashboardHandlers(deps: ServiceDeps) {
  return {
    getDashboard: async (c: Context<ApiEnv>) =>
      success(c, 200, { returnObject: await getDashboard(deps, c.get('caller')) }),
  };
}
