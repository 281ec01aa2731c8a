import type { ApiClient, RequestOptions } from './client.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

/** Incident cases (issue 30): the case list, one case, reporting, editing, the process's moves. */
export type IncidentCase = Schemas['IncidentCase'];
export type IncidentCaseRow = Schemas['IncidentCaseRow'];
export type IncidentCaseMove = Schemas['IncidentCaseMove'];
export type IncidentPersonRef = Schemas['IncidentPersonRef'];
export type ListIncidentCasesRequest = Schemas['ListIncidentCasesRequest'];
export type ReportIncidentCaseRequest = Schemas['ReportIncidentCaseRequest'];
export type UpdateIncidentCaseRequest = Schemas['UpdateIncidentCaseRequest'];
export type IncidentCasePageResult = Schemas['IncidentCasePageEnvelope'];
export type IncidentCaseResult = Schemas['IncidentCaseEnvelope'];
export type ReportedIncidentCaseResult = Schemas['ReportedIncidentCaseEnvelope'];
export type IncidentPersonListResult = Schemas['IncidentPersonListEnvelope'];

/** The cases the caller may see, a page at a time, newest report first. */
export function listIncidentCases(
  client: ApiClient,
  body: ListIncidentCasesRequest = {},
  options?: RequestOptions,
): Promise<IncidentCasePageResult> {
  return client.postAuthenticated('/incidents/list-incident-cases', body, options);
}

/** One case as the caller sees it (the parts their relation reaches); 404 when they may not see it. */
export function getIncidentCase(
  client: ApiClient,
  id: string,
  options?: RequestOptions,
): Promise<IncidentCaseResult> {
  return client.postAuthenticated('/incidents/get-incident-case', { id }, options);
}

/** Report an incident; an anonymous report's answer carries its follow-up code, shown this once. */
export function reportIncidentCase(
  client: ApiClient,
  body: ReportIncidentCaseRequest,
  options?: RequestOptions,
): Promise<ReportedIncidentCaseResult> {
  return client.postAuthenticated('/incidents/report-incident-case', body, options);
}

/** Change the fields sent of an open case (an incident manager's edit); 409 once it is closed. */
export function updateIncidentCase(
  client: ApiClient,
  body: UpdateIncidentCaseRequest,
  options?: RequestOptions,
): Promise<IncidentCaseResult> {
  return client.postAuthenticated('/incidents/update-incident-case', body, options);
}

/** One move of the process; 409 when the state does not allow it, 403 when the caller may not make it. */
export function moveIncidentCase(
  client: ApiClient,
  id: string,
  move: IncidentCaseMove,
  options?: RequestOptions,
): Promise<IncidentCaseResult> {
  return client.postAuthenticated('/incidents/move-incident-case', { id, move }, options);
}

/** Employees a case may name (subjects, witnesses, investigator, panel), by part of a name or number. */
export function listIncidentCasePeople(
  client: ApiClient,
  search: string,
  options?: RequestOptions,
): Promise<IncidentPersonListResult> {
  return client.postAuthenticated('/incidents/list-incident-case-people', { search }, options);
}

/** An anonymous report as its reporter follows it up, by the one-time code; no sign-in. */
export function followUpAnonymousReport(
  client: ApiClient,
  code: string,
  options?: RequestOptions,
): Promise<IncidentCaseResult> {
  return client.postUnauthenticated('/incidents/follow-up-anonymous-report', { code }, options);
}

/** Withdraw an anonymous report by its code, while nobody has started investigating it. */
export function withdrawAnonymousReport(
  client: ApiClient,
  code: string,
  options?: RequestOptions,
): Promise<IncidentCaseResult> {
  return client.postUnauthenticated('/incidents/withdraw-anonymous-report', { code }, options);
}
