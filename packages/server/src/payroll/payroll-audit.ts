import type { Kysely } from 'kysely';
import { type AuditCaller, type AuditEntry, actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Database } from '../db/schema.ts';

/**
 * The audit row of a payroll operation (issue 27): one per write or export, in the transaction of the
 * change it records (`trx`), so pay cannot change without its row. `operation` is the contract's
 * operationId.
 */
export function auditPayroll(
  trx: Kysely<Database>,
  caller: AuditCaller,
  entry: Omit<AuditEntry, 'area'> & { recordType: string; recordId: string },
): Promise<void> {
  return writeAudit(trx, actorOf(caller), { ...entry, area: 'payroll' });
}
