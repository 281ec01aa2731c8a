import type { Context } from 'hono';
import type {
  CreateLeaveTypeRequest,
  ReferenceIdRequest,
  ReferenceListRequest,
  UpdateLeaveTypeRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { success } from '../http/envelope.ts';
import { createLeaveType, deleteLeaveType, listLeaveTypes, updateLeaveType } from './leave-types.ts';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

/** Leave management's operations; the caller (and so the employer) comes from the access token. */
export function leaveHandlers(deps: ServiceDeps): Record<string, Handler> {
  return {
    listLeaveTypes: async (c) => {
      const request = c.get('body') as ReferenceListRequest;
      return success(c, 200, { returnObject: await listLeaveTypes(deps, c.get('caller'), request) });
    },
    createLeaveType: async (c) => {
      const request = c.get('body') as CreateLeaveTypeRequest;
      return success(c, 200, { returnObject: await createLeaveType(deps, c.get('caller'), request) });
    },
    updateLeaveType: async (c) => {
      const request = c.get('body') as UpdateLeaveTypeRequest;
      return success(c, 200, { returnObject: await updateLeaveType(deps, c.get('caller'), request) });
    },
    deleteLeaveType: async (c) => {
      const target = c.get('body') as ReferenceIdRequest;
      return success(c, 200, { returnMessage: await deleteLeaveType(deps, c.get('caller'), target) });
    },
  };
}
