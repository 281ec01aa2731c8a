import type { Context } from 'hono';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  CreateEarningPolicyRequest,
  CreateHolidayCalendarRequest,
  CreateLeaveTypeRequest,
  CreateWorkWeekRequest,
  ReferenceIdRequest,
  ReferenceListRequest,
  SuggestPublicHolidaysRequest,
  UpdateEarningPolicyRequest,
  UpdateHolidayCalendarRequest,
  UpdateLeaveSettingsRequest,
  UpdateLeaveTypeRequest,
  UpdateWorkWeekRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { success } from '../http/envelope.ts';
import {
  createEarningPolicy,
  deleteEarningPolicy,
  listEarningPolicies,
  updateEarningPolicy,
} from './earning-policies.ts';
import {
  createHolidayCalendar,
  deleteHolidayCalendar,
  getHolidayCalendar,
  listHolidayCalendars,
  updateHolidayCalendar,
} from './holiday-calendars.ts';
import { getLeaveSettings, updateLeaveSettings } from './leave-settings.ts';
import { createLeaveType, deleteLeaveType, listLeaveTypes, updateLeaveType } from './leave-types.ts';
import { suggestPublicHolidays } from './public-holidays.ts';
import { createWorkWeek, deleteWorkWeek, listWorkWeeks, updateWorkWeek } from './work-weeks.ts';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

/**
 * A handler answering `returnObject` (or, for deletes, `returnMessage`) with what the service makes
 * of the caller and the checked body.
 */
export function answering<Request>(
  service: (caller: Caller, request: Request) => unknown,
  as: 'returnObject' | 'returnMessage' = 'returnObject',
): Handler {
  return async (c) => {
    const answer = await service(c.get('caller'), c.get('body') as Request);
    return success(c, 200, { [as]: answer });
  };
}

/** Leave management's operations; the caller (and so the employer) comes from the access token. */
export function leaveHandlers(deps: ServiceDeps): Record<string, Handler> {
  return {
    listLeaveTypes: answering<ReferenceListRequest>((caller, request) =>
      listLeaveTypes(deps, caller, request),
    ),
    createLeaveType: answering<CreateLeaveTypeRequest>((caller, request) =>
      createLeaveType(deps, caller, request),
    ),
    updateLeaveType: answering<UpdateLeaveTypeRequest>((caller, request) =>
      updateLeaveType(deps, caller, request),
    ),
    deleteLeaveType: answering<ReferenceIdRequest>(
      (caller, request) => deleteLeaveType(deps, caller, request),
      'returnMessage',
    ),
    listWorkWeeks: answering((caller) => listWorkWeeks(deps, caller)),
    createWorkWeek: answering<CreateWorkWeekRequest>((caller, request) =>
      createWorkWeek(deps, caller, request),
    ),
    updateWorkWeek: answering<UpdateWorkWeekRequest>((caller, request) =>
      updateWorkWeek(deps, caller, request),
    ),
    deleteWorkWeek: answering<ReferenceIdRequest>(
      (caller, request) => deleteWorkWeek(deps, caller, request),
      'returnMessage',
    ),
    listHolidayCalendars: answering((caller) => listHolidayCalendars(deps, caller)),
    getHolidayCalendar: answering<ReferenceIdRequest>((caller, request) =>
      getHolidayCalendar(deps, caller, request),
    ),
    createHolidayCalendar: answering<CreateHolidayCalendarRequest>((caller, request) =>
      createHolidayCalendar(deps, caller, request),
    ),
    updateHolidayCalendar: answering<UpdateHolidayCalendarRequest>((caller, request) =>
      updateHolidayCalendar(deps, caller, request),
    ),
    deleteHolidayCalendar: answering<ReferenceIdRequest>(
      (caller, request) => deleteHolidayCalendar(deps, caller, request),
      'returnMessage',
    ),
    suggestPublicHolidays: answering<SuggestPublicHolidaysRequest>(suggestPublicHolidays),
    listEarningPolicies: answering((caller) => listEarningPolicies(deps, caller)),
    createEarningPolicy: answering<CreateEarningPolicyRequest>((caller, request) =>
      createEarningPolicy(deps, caller, request),
    ),
    updateEarningPolicy: answering<UpdateEarningPolicyRequest>((caller, request) =>
      updateEarningPolicy(deps, caller, request),
    ),
    deleteEarningPolicy: answering<ReferenceIdRequest>(
      (caller, request) => deleteEarningPolicy(deps, caller, request),
      'returnMessage',
    ),
    getLeaveSettings: answering((caller) => getLeaveSettings(deps, caller)),
    updateLeaveSettings: answering<UpdateLeaveSettingsRequest>((caller, request) =>
      updateLeaveSettings(deps, caller, request),
    ),
  };
}
