import type { Context } from 'hono';
import type {
  AdjustLeaveBalanceRequest,
  DecideLeaveRequest,
  LeaveBalancesRequest,
  LeaveRequestFilter,
  LeaveRequestInput,
  LeaveToReviewRequest,
  ReferenceIdRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { success } from '../http/envelope.ts';
import { adjustLeaveBalance } from './leave-adjustments.ts';
import { leaveBalances, leaveRequestView, listLeaveRequests } from './leave-request-list.ts';
import {
  cancelLeaveRequest,
  previewLeaveRequest,
  submitLeaveRequest,
  withdrawLeaveRequest,
} from './leave-requests.ts';
import { decideLeaveRequest, leaveToReview } from './leave-review.ts';
import { listWhoIsAway } from './who-is-away.ts';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

/** Leave requests, their review and the balances (issue 12 items 4, 6, 7). */
export function leaveRequestHandlers(deps: ServiceDeps): Record<string, Handler> {
  const view = (c: Context<ApiEnv>, id: string) => leaveRequestView(deps.db, c.get('caller').employerId, id);
  return {
    listWhoIsAway: async (c) => success(c, 200, { returnObject: await listWhoIsAway(deps, c.get('caller')) }),
    previewLeaveRequest: async (c) =>
      success(c, 200, {
        returnObject: await previewLeaveRequest(deps, c.get('caller'), c.get('body') as LeaveRequestInput),
      }),
    submitLeaveRequest: async (c) => {
      const { id, warnings } = await submitLeaveRequest(
        deps,
        c.get('caller'),
        c.get('body') as LeaveRequestInput,
      );
      return success(c, 200, { returnObject: { request: await view(c, id), warnings } });
    },
    listLeaveRequests: async (c) =>
      success(c, 200, {
        returnObject: await listLeaveRequests(deps, c.get('caller'), c.get('body') as LeaveRequestFilter),
      }),
    withdrawLeaveRequest: async (c) => {
      const { id } = c.get('body') as ReferenceIdRequest;
      await withdrawLeaveRequest(deps, c.get('caller'), { id });
      return success(c, 200, { returnObject: await view(c, id) });
    },
    cancelLeaveRequest: async (c) => {
      const { id } = c.get('body') as ReferenceIdRequest;
      await cancelLeaveRequest(deps, c.get('caller'), { id });
      return success(c, 200, { returnObject: await view(c, id) });
    },
    listLeaveToReview: async (c) =>
      success(c, 200, {
        returnObject: await leaveToReview(deps, c.get('caller'), c.get('body') as LeaveToReviewRequest),
      }),
    decideLeaveRequest: async (c) => {
      const decision = c.get('body') as DecideLeaveRequest;
      await decideLeaveRequest(deps, c.get('caller'), decision);
      return success(c, 200, { returnObject: await view(c, decision.id) });
    },
    getLeaveBalances: async (c) =>
      success(c, 200, {
        returnObject: await leaveBalances(deps, c.get('caller'), c.get('body') as LeaveBalancesRequest),
      }),
    adjustLeaveBalance: async (c) => {
      const adjustment = c.get('body') as AdjustLeaveBalanceRequest;
      await adjustLeaveBalance(deps, c.get('caller'), adjustment);
      return success(c, 200, {
        returnObject: await leaveBalances(deps, c.get('caller'), {
          employeeId: adjustment.employeeId,
          asOf: adjustment.date,
        }),
      });
    },
  };
}
