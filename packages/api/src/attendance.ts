import type { ApiClient, RequestOptions } from './client.ts';
import type { components } from './schema.d.ts';

/** Attendance (issue 29; docs/attendance.md): the /attendance operations. */

type Schemas = components['schemas'];

export type AttendanceSettings = Schemas['AttendanceSettings'];
export type ShiftType = Schemas['ShiftType'];
export type ShiftAssignment = Schemas['ShiftAssignment'];
export type AttendanceSite = Schemas['AttendanceSite'];
export type AttendanceTimeZones = Schemas['AttendanceTimeZones'];
export type MyCheckIn = Schemas['MyCheckIn'];
export type Punch = Schemas['Punch'];
export type FlaggedPunch = Schemas['FlaggedPunch'];
export type TimeClockReport = Schemas['TimeClockReport'];
export type TimeClockDayRow = Schemas['TimeClockDayRow'];
export type TimeClockSummaryRow = Schemas['TimeClockSummaryRow'];
export type AttendanceRequestRecord = Schemas['AttendanceRequestRecord'];
export type PunchRequest = Schemas['PunchRequest'];
export type TimeClockReportRequest = Schemas['TimeClockReportRequest'];
export type AskAttendanceRequest = Schemas['AskAttendanceRequest'];
export type AssignShiftRequest = Schemas['AssignShiftRequest'];
export type SaveShiftTypeRequest = Schemas['SaveShiftTypeRequest'];
export type SaveAttendanceSiteRequest = Schemas['SaveAttendanceSiteRequest'];
export type SetAttendanceTimeZoneRequest = Schemas['SetAttendanceTimeZoneRequest'];
/** The employer's attendance settings */
export function getAttendanceSettings(
  client: ApiClient,
  options?: RequestOptions,
): Promise<Schemas['AttendanceSettingsEnvelope']> {
  return client.postAuthenticated('/attendance/get-attendance-settings', {}, options);
}

/** Save the employer's attendance settings */
export function saveAttendanceSettings(
  client: ApiClient,
  body: Schemas['AttendanceSettings'],
  options?: RequestOptions,
): Promise<Schemas['AttendanceSettingsEnvelope']> {
  return client.postAuthenticated('/attendance/save-attendance-settings', body, options);
}

/** The employer's shift types */
export function listShiftTypes(
  client: ApiClient,
  options?: RequestOptions,
): Promise<Schemas['ShiftTypeListEnvelope']> {
  return client.postAuthenticated('/attendance/list-shift-types', {}, options);
}

/** Add a shift type, or change one (with its id) */
export function saveShiftType(
  client: ApiClient,
  body: Schemas['SaveShiftTypeRequest'],
  options?: RequestOptions,
): Promise<Schemas['ShiftTypeEnvelope']> {
  return client.postAuthenticated('/attendance/save-shift-type', body, options);
}

/** Delete a shift type no one is assigned */
export function deleteShiftType(
  client: ApiClient,
  body: Schemas['ReferenceIdRequest'],
  options?: RequestOptions,
): Promise<Schemas['RecordEntryDeletedEnvelope']> {
  return client.postAuthenticated('/attendance/delete-shift-type', body, options);
}

/** Shift assignments of the people the caller reaches */
export function listShiftAssignments(
  client: ApiClient,
  body: Schemas['ListShiftAssignmentsRequest'],
  options?: RequestOptions,
): Promise<Schemas['ShiftAssignmentListEnvelope']> {
  return client.postAuthenticated('/attendance/list-shift-assignments', body, options);
}

/** Assign a shift type to people from a date */
export function assignShift(
  client: ApiClient,
  body: Schemas['AssignShiftRequest'],
  options?: RequestOptions,
): Promise<Schemas['ShiftAssignmentListEnvelope']> {
  return client.postAuthenticated('/attendance/assign-shift', body, options);
}

/** Remove a shift assignment */
export function removeShiftAssignment(
  client: ApiClient,
  body: Schemas['ReferenceIdRequest'],
  options?: RequestOptions,
): Promise<Schemas['ShiftAssignmentEnvelope']> {
  return client.postAuthenticated('/attendance/remove-shift-assignment', body, options);
}

/** The places punches may be made */
export function listAttendanceSites(
  client: ApiClient,
  options?: RequestOptions,
): Promise<Schemas['AttendanceSiteListEnvelope']> {
  return client.postAuthenticated('/attendance/list-attendance-sites', {}, options);
}

/** Add a site, or change one (with its id) */
export function saveAttendanceSite(
  client: ApiClient,
  body: Schemas['SaveAttendanceSiteRequest'],
  options?: RequestOptions,
): Promise<Schemas['AttendanceSiteEnvelope']> {
  return client.postAuthenticated('/attendance/save-attendance-site', body, options);
}

/** Delete a site */
export function deleteAttendanceSite(
  client: ApiClient,
  body: Schemas['ReferenceIdRequest'],
  options?: RequestOptions,
): Promise<Schemas['RecordEntryDeletedEnvelope']> {
  return client.postAuthenticated('/attendance/delete-attendance-site', body, options);
}

/** Whose clock each person's day is counted on */
export function listAttendanceTimeZones(
  client: ApiClient,
  options?: RequestOptions,
): Promise<Schemas['AttendanceTimeZonesEnvelope']> {
  return client.postAuthenticated('/attendance/list-attendance-time-zones', {}, options);
}

/** Set or clear a branch's or a person's time zone */
export function setAttendanceTimeZone(
  client: ApiClient,
  body: Schemas['SetAttendanceTimeZoneRequest'],
  options?: RequestOptions,
): Promise<Schemas['AttendanceTimeZonesEnvelope']> {
  return client.postAuthenticated('/attendance/set-attendance-time-zone', body, options);
}

/** The caller's Field CheckIn page */
export function getMyCheckIn(
  client: ApiClient,
  options?: RequestOptions,
): Promise<Schemas['MyCheckInEnvelope']> {
  return client.postAuthenticated('/attendance/get-my-check-in', {}, options);
}

/** Check in or out */
export function punch(
  client: ApiClient,
  body: Schemas['PunchRequest'],
  options?: RequestOptions,
): Promise<Schemas['PunchAnswerEnvelope']> {
  return client.postAuthenticated('/attendance/punch', body, options);
}

/** Flagged punches waiting for review */
export function listFlaggedPunches(
  client: ApiClient,
  options?: RequestOptions,
): Promise<Schemas['FlaggedPunchListEnvelope']> {
  return client.postAuthenticated('/attendance/list-flagged-punches', {}, options);
}

/** Accept or reject a flagged punch */
export function reviewPunch(
  client: ApiClient,
  body: Schemas['ReviewPunchRequest'],
  options?: RequestOptions,
): Promise<Schemas['FlaggedPunchEnvelope']> {
  return client.postAuthenticated('/attendance/review-punch', body, options);
}

/** The Time Clock Report, per person and day or summed per person over the period */
export function timeClockReport(
  client: ApiClient,
  body: Schemas['TimeClockReportRequest'],
  options?: RequestOptions,
): Promise<Schemas['TimeClockReportEnvelope']> {
  return client.postAuthenticated('/attendance/time-clock-report', body, options);
}

/** The Time Clock Report as CSV */
export function exportTimeClockReport(
  client: ApiClient,
  body: Schemas['TimeClockReportRequest'],
  options?: RequestOptions,
): Promise<Blob> {
  return client.downloadAuthenticated('/attendance/export-time-clock-report', body, options);
}

/** How many minutes of a day's overtime count for pay */
export function approveOvertime(
  client: ApiClient,
  body: Schemas['ApproveOvertimeRequest'],
  options?: RequestOptions,
): Promise<Schemas['TimeClockDayEnvelope']> {
  return client.postAuthenticated('/attendance/approve-overtime', body, options);
}

/** The attendance requests the caller may follow, and those waiting for their decision */
export function listAttendanceRequests(
  client: ApiClient,
  body: Schemas['AttendanceRequestListRequest'],
  options?: RequestOptions,
): Promise<Schemas['AttendanceRequestListEnvelope']> {
  return client.postAuthenticated('/attendance/list-attendance-requests', body, options);
}

/** Ask to correct one's own attendance day (forgot to punch, work from home, on duty) */
export function askAttendanceRequest(
  client: ApiClient,
  body: Schemas['AskAttendanceRequest'],
  options?: RequestOptions,
): Promise<Schemas['AttendanceRequestEnvelope']> {
  return client.postAuthenticated('/attendance/ask-attendance-request', body, options);
}

/** The employee takes back their own attendance request while it is pending */
export function withdrawAttendanceRequest(
  client: ApiClient,
  body: Schemas['ReferenceIdRequest'],
  options?: RequestOptions,
): Promise<Schemas['AttendanceRequestEnvelope']> {
  return client.postAuthenticated('/attendance/withdraw-attendance-request', body, options);
}

/** Approve or reject the step an attendance request waits on */
export function decideAttendanceRequest(
  client: ApiClient,
  body: Schemas['DecideEmployeeRequest'],
  options?: RequestOptions,
): Promise<Schemas['AttendanceRequestEnvelope']> {
  return client.postAuthenticated('/attendance/decide-attendance-request', body, options);
}
