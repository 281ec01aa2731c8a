import type { Context } from 'hono';
import type {
  AuditEventsExportRequest,
  AuditEventsRequest,
  EmployeeHistoryRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { csvAttachment } from '../http/csv-stream.ts';
import { success } from '../http/envelope.ts';
import { AUDIT_CSV_HEADERS, auditCsvLines } from './audit-csv.ts';
import { exportAuditEvents, getEmployeeHistory, listAuditEvents } from './audit-events.ts';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

/** The Audit page's operations, and the employee record's History tab that reads the same trail. */
export function auditHandlers(deps: ServiceDeps) {
  const list: Handler = async (c) => {
    const page = await listAuditEvents(deps, c.get('caller'), c.get('body') as AuditEventsRequest);
    return success(c, 200, { returnObject: page });
  };
  const exportCsv: Handler = async (c) => {
    const batches = exportAuditEvents(deps, c.get('caller'), c.get('body') as AuditEventsExportRequest);
    return csvAttachment(c, 'audit-events.csv', AUDIT_CSV_HEADERS, batches, auditCsvLines);
  };
  const history: Handler = async (c) => {
    const page = await getEmployeeHistory(deps, c.get('caller'), c.get('body') as EmployeeHistoryRequest);
    return success(c, 200, { returnObject: page });
  };
  return { listAuditEvents: list, exportAuditEvents: exportCsv, getEmployeeHistory: history };
}
