import type { ApprovalRoute } from '@hr/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import { registerApprovalSubject, titleWithLink } from '../approvals/approval-notices.ts';
import {
  NOBODY_CAN_DECIDE,
  startApproval,
  withdrawReplacedApproval,
} from '../approvals/approval-requests.ts';
import { pendingFor } from '../approvals/pending.ts';
import { personNames, UNKNOWN_PERSON } from '../approvals/persons.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { DocumentSignOff } from '../contract-types.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';

/**
 * Step-by-step sign-off of a document (issue 31, Build item 4, docs/documents.md): each version of an
 * item whose request names a document workflow is an approval of its own (subject 'document-version',
 * the version's id), asked for by the item's employee, so the engine's routing, delegations,
 * escalation and OWN_REQUEST apply as they do to leave. A newer version withdraws the older one's.
 */

export const DOCUMENT_VERSION_SUBJECT = 'document-version';
/** Where a decider finds what waits on them. */
export const DOCUMENT_REVIEW_LINK = '/documents/review';
export const NOBODY_CAN_SIGN =
  'Nobody can sign this document off: no step of its sign-off workflow names anyone for this employee, and there is no other administrator. Ask whoever manages the approval workflows to change it.';

registerApprovalSubject(DOCUMENT_VERSION_SUBJECT, {
  async toDeciders(db, { employerId, subjectIds, publicUrl }) {
    const rows = await db
      .selectFrom('document_versions as v')
      .innerJoin('document_items as i', (join) =>
        join.onRef('i.id', '=', 'v.item_id').onRef('i.employer_id', '=', 'v.employer_id'),
      )
      .innerJoin('document_requests as r', (join) =>
        join.onRef('r.id', '=', 'i.request_id').onRef('r.employer_id', '=', 'i.employer_id'),
      )
      .innerJoin('employees as e', (join) =>
        join.onRef('e.id', '=', 'i.employee_id').onRef('e.employer_id', '=', 'i.employer_id'),
      )
      .select(['v.id', 'r.title', 'v.number', 'e.first_name', 'e.last_name'])
      .where('v.id', '=', sql<string>`any(${[...subjectIds]}::uuid[])`)
      .where('v.employer_id', '=', employerId)
      .execute();
    return new Map(
      rows.map((row) => {
        const title = `${row.first_name} ${row.last_name}'s "${row.title}" (version ${row.number}) waits for your sign-off.`;
        return [row.id, titleWithLink(title, DOCUMENT_REVIEW_LINK, publicUrl)];
      }),
    );
  },
  // The employee hears the outcome from Document WorkFlow's own notice (document-reviewed), as after
  // a single review, and nothing when a newer version of theirs replaced the one being signed.
  toRequester: async () => null,
});

/**
 * A new version of a sign-off item: the previous version's live sign-off is withdrawn and the new one
 * starts at the workflow's first step, in the upload's transaction. Refused (409) when nobody could
 * ever sign it.
 */
export async function startVersionSignOff(
  trx: Transaction<Database>,
  input: {
    employerId: string;
    employeeId: string;
    itemId: string;
    version: number;
    workflowId: string;
    today: string;
    publicUrl: string;
  },
): Promise<void> {
  const { employerId, itemId, today } = input;
  const versions = await trx
    .selectFrom('document_versions')
    .select(['id', 'number', 'approval_id'])
    .where('item_id', '=', itemId)
    .where('employer_id', '=', employerId)
    .where('number', 'in', [input.version - 1, input.version])
    .execute();
  const previous = versions.find((row) => row.number === input.version - 1);
  const current = versions.find((row) => row.number === input.version);
  if (!current) throw new Error(`Version ${input.version} of item ${itemId} was not stored.`);
  if (previous?.approval_id) {
    await withdrawReplacedApproval(trx, employerId, { approvalId: previous.approval_id, today });
  }
  let approvalId: string;
  try {
    ({ approvalId } = await startApproval(trx, {
      employerId,
      subjectType: DOCUMENT_VERSION_SUBJECT,
      subjectId: current.id,
      requesterEmployeeId: input.employeeId,
      workflowId: input.workflowId,
      today,
      publicUrl: input.publicUrl,
    }));
  } catch (error) {
    if (error instanceof Refusal && error.message === NOBODY_CAN_DECIDE)
      throw new Refusal(409, NOBODY_CAN_SIGN);
    throw error;
  }
  await trx
    .updateTable('document_versions')
    .set({ approval_id: approvalId })
    .where('id', '=', current.id)
    .where('employer_id', '=', employerId)
    .execute();
}

/** The approval signing the item's latest version off, if its request has a sign-off workflow. */
export async function latestSignOff(
  db: Kysely<Database>,
  employerId: string,
  itemId: string,
): Promise<{ versionId: string; approvalId: string | null } | undefined> {
  return db
    .selectFrom('document_versions')
    .select(['id as versionId', 'approval_id as approvalId'])
    .where('item_id', '=', itemId)
    .where('employer_id', '=', employerId)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether the caller decides (as approver, delegate or by escalation) the step the approval waits on. */
export async function decidesWaitingStep(
  db: Kysely<Database>,
  caller: Caller,
  approvalId: string,
  today: string,
): Promise<boolean> {
  return (await pendingFor(db, caller, today, { approvalId })).length > 0;
}

/** The ids of the items whose latest version's sign-off waits on the caller today (the engine's pending list). */
export async function itemsWaitingOn(db: Kysely<Database>, caller: Caller, today: string): Promise<string[]> {
  const versionIds = (await pendingFor(db, caller, today, { subjectType: DOCUMENT_VERSION_SUBJECT })).map(
    (pending) => pending.subjectId,
  );
  if (versionIds.length === 0) return [];
  const rows = await db
    .selectFrom('document_versions')
    .select('item_id')
    .where('employer_id', '=', caller.employerId)
    .where('id', 'in', versionIds)
    .execute();
  return rows.map((row) => row.item_id);
}

const STATUS_OF = { pending: 'waiting', approved: 'signed', rejected: 'rejected' } as const;

/**
 * The sign-off of each item's latest version, for items whose request has a sign-off workflow: three
 * statements for a page (the latest versions with their approvals, the decisions, the names).
 */
export async function signOffAnswers(
  db: Kysely<Database>,
  employerId: string,
  itemIds: readonly string[],
): Promise<Map<string, DocumentSignOff>> {
  const answers = new Map<string, DocumentSignOff>();
  if (itemIds.length === 0) return answers;
  const latest = await db
    .selectFrom('document_items as i')
    .innerJoin('document_requests as r', (join) =>
      join.onRef('r.id', '=', 'i.request_id').onRef('r.employer_id', '=', 'i.employer_id'),
    )
    .leftJoin('document_versions as v', (join) =>
      join
        .onRef('v.item_id', '=', 'i.id')
        .onRef('v.employer_id', '=', 'i.employer_id')
        .on(sql<boolean>`v.number = (select max(w.number) from document_versions w where w.item_id = i.id)`),
    )
    .leftJoin('attachments as a', 'a.id', 'v.attachment_id')
    .leftJoin('approval_requests as ar', (join) =>
      join.onRef('ar.id', '=', 'v.approval_id').onRef('ar.employer_id', '=', 'v.employer_id'),
    )
    .select(['i.id', 'v.number', 'a.sha256', 'ar.id as approval_id', 'ar.route', 'ar.status'])
    .where('i.employer_id', '=', employerId)
    .where('i.id', 'in', [...itemIds])
    .where('r.sign_off_workflow_id', 'is not', null)
    .execute();
  const approvalIds = latest.flatMap((row) => (row.approval_id ? [row.approval_id] : []));
  const decisions =
    approvalIds.length === 0
      ? []
      : await db
          .selectFrom('approval_decisions')
          .select(['approval_id', 'step_index', 'decided_by', 'decision', 'comment', 'decided_at'])
          .where('employer_id', '=', employerId)
          .where('approval_id', 'in', approvalIds)
          .execute();
  const routes = latest.map((row) => row.route as ApprovalRoute | null);
  const names = await personNames(db, employerId, [
    ...routes.flatMap((route) => route?.steps.flatMap((step) => step.approverIds) ?? []),
    ...decisions.map((decision) => decision.decided_by),
  ]);
  const nameOf = (id: string) => names.get(id) ?? UNKNOWN_PERSON;
  latest.forEach((row, index) => {
    const route = routes[index];
    if (row.number === null || !route || row.status === null) {
      answers.set(row.id, { version: row.number, status: null, steps: [] });
      return;
    }
    const status = row.status === 'withdrawn' ? null : STATUS_OF[row.status];
    answers.set(row.id, {
      version: row.number,
      status,
      steps: route.steps.map((step, position) => {
        const decided = decisions.find(
          (decision) => decision.approval_id === row.approval_id && decision.step_index === step.stepIndex,
        );
        return {
          position: position + 1,
          approvers: step.approverIds.map(nameOf),
          decision: decided ? (decided.decision === 'approve' ? 'signed' : 'rejected') : null,
          decidedBy: decided ? nameOf(decided.decided_by) : null,
          decidedAt: decided ? decided.decided_at.toISOString() : null,
          sha256: decided ? row.sha256 : null,
          comment: decided?.comment ?? null,
        };
      }),
    });
  });
  return answers;
}
