import type { Kysely } from 'kysely';
import { attachmentsOf } from '../../attachments/attach.ts';
import { type AuditActor, actorOf, writeAudit } from '../../audit/audit-trail.ts';
import type { Caller } from '../../auth/access-tokens.ts';
import type { Database } from '../../db/schema.ts';
import { type CaseRow, INCIDENT_CASE, INCIDENT_EXPLANATION, readCase } from './case-store.ts';

/**
 * A case's audit rows: one per change, in its transaction, with the case as stored before and after.
 * The story is kept as typed, as Team keeps a post's content; the explanation is the subject's own
 * answer to an allegation, so the trail keeps only how long it is and its files, not its words.
 */

/** Who the trail names for an anonymous reporter's report or withdrawal: nobody, from nowhere. */
export function anonymousActor(employerId: string): AuditActor {
  return { employerId, userId: null, address: null };
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

const LEFT_OUT = new Set<keyof CaseRow>([
  'id',
  'employer_id',
  'created_at',
  'updated_at',
  'reporter_code_hash',
  'explanation_text',
]);

/** Its files as the trail names them, as Team's trail does: by id and name. */
async function fileIds(db: Kysely<Database>, employerId: string, ownerType: string, id: string) {
  const files = await attachmentsOf(db, employerId, ownerType, id);
  return files.map((file) => ({ id: file.id, name: file.name }));
}

/** The case as the trail keeps it; null when there is none. */
export async function caseRecord(
  db: Kysely<Database>,
  employerId: string,
  id: string,
): Promise<Record<string, unknown> | null> {
  const stored = await readCase(db, employerId, id);
  if (!stored) return null;
  const { row, people } = stored;
  const columns = Object.entries(row).filter(([column]) => !LEFT_OUT.has(column as keyof CaseRow));
  return {
    ...Object.fromEntries(columns.map(([column, value]) => [camel(column), value])),
    explanationLength: row.explanation_text?.length ?? null,
    subjectIds: people.subject,
    witnessIds: people.witness,
    hearingPanelIds: people['hearing-panel'],
    appealPanelIds: people['appeal-panel'],
    files: await fileIds(db, employerId, INCIDENT_CASE, id),
    explanationFiles: await fileIds(db, employerId, INCIDENT_EXPLANATION, id),
  };
}

/** The change's row: `before` as read before it, the case as it is now after it. */
export async function auditCaseChange(
  trx: Kysely<Database>,
  actor: Caller | AuditActor,
  change: {
    operation: string;
    employerId: string;
    caseId: string;
    before: Record<string, unknown> | null;
    move?: string;
  },
): Promise<void> {
  const after = await caseRecord(trx, change.employerId, change.caseId);
  await writeAudit(trx, 'permissions' in actor ? actorOf(actor) : actor, {
    operation: change.operation,
    area: 'incidents',
    recordType: 'incident-case',
    recordId: change.caseId,
    before: change.before,
    after: after && (change.move ? { ...after, move: change.move } : after),
  });
}
