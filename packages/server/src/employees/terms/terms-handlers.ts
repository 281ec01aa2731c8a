import type { Context } from 'hono';
import type {
  CancelEmploymentTermsRequest,
  EmploymentTermsEmployeeRequest,
  ListEmploymentTermsRequest,
} from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import type { ApiEnv } from '../../http/api-env.ts';
import { success } from '../../http/envelope.ts';
import {
  cancelEmploymentTerms,
  getEmploymentTermsHistory,
  listEmploymentTerms,
  type RecordTermsRequest,
  recordEmploymentTerms,
} from './employment-terms.ts';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

/** The Employment Terms operations (issue 28 item 2). */
export function employmentTermsHandlers(deps: ServiceDeps): Record<string, Handler> {
  return {
    listEmploymentTerms: async (c) => {
      const body = c.get('body') as ListEmploymentTermsRequest;
      return success(c, 200, { returnObject: await listEmploymentTerms(deps, c.get('caller'), body) });
    },
    getEmploymentTermsHistory: async (c) => {
      const { employeeId } = c.get('body') as EmploymentTermsEmployeeRequest;
      return success(c, 200, {
        returnObject: await getEmploymentTermsHistory(deps, c.get('caller'), employeeId),
      });
    },
    recordEmploymentTerms: async (c) => {
      // The contract's defaults fill every optional field with null.
      const body = c.get('body') as RecordTermsRequest;
      return success(c, 200, { returnObject: await recordEmploymentTerms(deps, c.get('caller'), body) });
    },
    cancelEmploymentTerms: async (c) => {
      const body = c.get('body') as CancelEmploymentTermsRequest;
      return success(c, 200, { returnObject: await cancelEmploymentTerms(deps, c.get('caller'), body) });
    },
  };
}
