import type { ApiClient, RequestOptions } from './client.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

/** The cause list (issue 30): the hearings set down by day, and a day's list as a PDF to print. */
export type IncidentHearingListing = Schemas['IncidentHearingListing'];
export type ListIncidentHearingsRequest = Schemas['ListIncidentHearingsRequest'];
export type IncidentHearingListResult = Schemas['IncidentHearingListEnvelope'];
export type PrintIncidentCauseListRequest = Schemas['PrintIncidentCauseListRequest'];

/** The hearings and appeal hearings from `from` to `to` (at most 62 days) whose hearing the caller sees. */
export function listIncidentHearings(
  client: ApiClient,
  body: ListIncidentHearingsRequest,
  options?: RequestOptions,
): Promise<IncidentHearingListResult> {
  return client.postAuthenticated('/incidents/list-incident-hearings', body, options);
}

/** A day's cause list as a PDF: the same rows list-incident-hearings gives the caller for that day. */
export function printIncidentCauseList(
  client: ApiClient,
  body: PrintIncidentCauseListRequest,
  options?: RequestOptions,
): Promise<Blob> {
  return client.downloadAuthenticated('/incidents/print-incident-cause-list', body, options);
}
