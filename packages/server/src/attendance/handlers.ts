import type { Context } from 'hono';
import type {
  AssignShiftRequest,
  AttendanceSettings,
  ListShiftAssignmentsRequest,
  PunchRequest,
  ReviewPunchRequest,
  SaveAttendanceSiteRequest,
  SaveShiftTypeRequest,
  SetAttendanceTimeZoneRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { success } from '../http/envelope.ts';
import { getMyCheckIn } from './check-in.ts';
import { listFlaggedPunches, reviewPunch } from './flagged-punches.ts';
import { punch } from './punches.ts';
import {
  getAttendanceSettings,
  listAttendanceTimeZones,
  saveAttendanceSettings,
  setAttendanceTimeZone,
} from './settings.ts';
import {
  assignShift,
  deleteShiftType,
  listShiftAssignments,
  listShiftTypes,
  removeShiftAssignment,
  saveShiftType,
} from './shifts.ts';
import { deleteAttendanceSite, listAttendanceSites, saveAttendanceSite } from './sites.ts';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

/** Attendance, set-up and punching (issue 29): each operation's body, as the contract validated it. */
export function attendanceHandlers(deps: ServiceDeps): Record<string, Handler> {
  const answer =
    <Body>(serve: (body: Body, c: Context<ApiEnv>) => Promise<unknown>): Handler =>
    async (c) =>
      success(c, 200, { returnObject: await serve(c.get('body') as Body, c) });
  const id = (body: { id: string }) => body.id;
  return {
    getAttendanceSettings: answer((_, c) => getAttendanceSettings(deps, c.get('caller'))),
    saveAttendanceSettings: answer((body: AttendanceSettings, c) =>
      saveAttendanceSettings(deps, c.get('caller'), body),
    ),
    listShiftTypes: answer((_, c) => listShiftTypes(deps, c.get('caller'))),
    saveShiftType: answer((body: SaveShiftTypeRequest, c) => saveShiftType(deps, c.get('caller'), body)),
    deleteShiftType: answer((body: { id: string }, c) => deleteShiftType(deps, c.get('caller'), id(body))),
    listShiftAssignments: answer((body: ListShiftAssignmentsRequest, c) =>
      listShiftAssignments(deps, c.get('caller'), body),
    ),
    assignShift: answer((body: AssignShiftRequest, c) => assignShift(deps, c.get('caller'), body)),
    removeShiftAssignment: answer((body: { id: string }, c) =>
      removeShiftAssignment(deps, c.get('caller'), id(body)),
    ),
    listAttendanceSites: answer((_, c) => listAttendanceSites(deps, c.get('caller'))),
    saveAttendanceSite: answer((body: SaveAttendanceSiteRequest, c) =>
      saveAttendanceSite(deps, c.get('caller'), body),
    ),
    deleteAttendanceSite: answer((body: { id: string }, c) =>
      deleteAttendanceSite(deps, c.get('caller'), id(body)),
    ),
    listAttendanceTimeZones: answer((_, c) => listAttendanceTimeZones(deps, c.get('caller'))),
    setAttendanceTimeZone: answer((body: SetAttendanceTimeZoneRequest, c) =>
      setAttendanceTimeZone(deps, c.get('caller'), body),
    ),
    getMyCheckIn: answer((_, c) => getMyCheckIn(deps, c.get('caller'))),
    punch: answer((body: PunchRequest, c) => punch(deps, c.get('caller'), body)),
    listFlaggedPunches: answer((_, c) => listFlaggedPunches(deps, c.get('caller'))),
    reviewPunch: answer((body: ReviewPunchRequest, c) => reviewPunch(deps, c.get('caller'), body)),
  };
}
