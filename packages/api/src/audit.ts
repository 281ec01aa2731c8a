import type { ApiClient, RequestOptions } from './client.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

export type AuditEventItem = Schemas['AuditEvent'];
export type AuditEventsRequest = Schemas['AuditEventsRequest'];
export type AuditEventsExportRequest = Schemas['AuditEventsExportRequest'];
export type AuditEventPageResult = Schemas['AuditEventPageEnvelope'];

/** The employer's audit trail, newest first, filtered, a page at a time. */
export function listAuditEvents(
  client: ApiClient,
  body: AuditEventsRequest,
  options?: RequestOptions,
): Promise<AuditEventPageResult> {
  return client.postAuthenticated('/audit/list-audit-events', body, options);
}

/** Every event the filters match, as CSV. */
export function exportAuditEvents(
  client: ApiClient,
  body: AuditEventsExportRequest,
  options?: RequestOptions,
): Promise<Blob> {
  return client.downloadAuthenticated('/audit/export-audit-events', body, options);
}

/** One employee record's changes (its History tab), newest first. */
export function getEmployeeHistory(
  client: ApiClient,
  body: Schemas['EmployeeHistoryRequest'],
  options?: RequestOptions,
): Promise<AuditEventPageResult> {
  return client.postAuthenticated('/management/get-employee-history', body, options);
}
