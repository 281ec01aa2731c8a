import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notify } from '../notifications/notify.ts';

/**
 * What Document WorkFlow tells employees (issue 31): that a document is asked of them, and how one they
 * handed in was decided. Titles carry no reasons (they are read in the bell by whoever sees the
 * screen); the reason is on the item. Whether mail was queued, so the caller can deliver it after commit.
 */

/** The page an employee hands their documents in on. */
export const MY_DOCUMENTS_LINK = '/documents/management';

/** Every employee asked by the request who has an account, in one statement. */
export async function tellAsked(
  trx: Kysely<Database>,
  publicUrl: string,
  request: { employerId: string; id: string; title: string; dueOn: string },
): Promise<boolean> {
  const recipients = await trx
    .selectFrom('document_items as i')
    .innerJoin('users as u', (join) =>
      join.onRef('u.employee_id', '=', 'i.employee_id').onRef('u.employer_id', '=', 'i.employer_id'),
    )
    .select('u.id')
    .where('i.employer_id', '=', request.employerId)
    .where('i.request_id', '=', request.id)
    .execute();
  const title = `Please hand in "${request.title}" by ${request.dueOn}.`;
  const told = await notify(trx, {
    employerId: request.employerId,
    recipientUserIds: recipients.map((recipient) => recipient.id),
    kind: 'document-requested',
    title,
    link: MY_DOCUMENTS_LINK,
    subject: { type: 'document-request', id: request.id },
    dedupeKey: `document-request:${request.id}:asked`,
    email: { subject: title, text: `${title}\n\n${publicUrl}${MY_DOCUMENTS_LINK}` },
  });
  return told.length > 0;
}

/** The item's employee, when they have an account, of the decision on their version. */
export async function tellReviewed(
  trx: Kysely<Database>,
  publicUrl: string,
  item: { employerId: string; id: string; employeeId: string; title: string; version: number },
  decision: 'approved' | 'rejected',
): Promise<boolean> {
  const account = await trx
    .selectFrom('users')
    .select('id')
    .where('employer_id', '=', item.employerId)
    .where('employee_id', '=', item.employeeId)
    .execute();
  const title =
    decision === 'approved'
      ? `Your "${item.title}" was approved.`
      : `Your "${item.title}" was rejected: see why and upload it again.`;
  const told = await notify(trx, {
    employerId: item.employerId,
    recipientUserIds: account.map((row) => row.id),
    kind: 'document-reviewed',
    title,
    link: MY_DOCUMENTS_LINK,
    subject: { type: 'document-item', id: item.id },
    dedupeKey: `document-item:${item.id}:reviewed:${item.version}`,
    email: { subject: title, text: `${title}\n\n${publicUrl}${MY_DOCUMENTS_LINK}` },
  });
  return told.length > 0;
}
