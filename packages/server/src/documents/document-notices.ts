import type { NoticeKind } from '@hr/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notify } from '../notifications/notify.ts';

/**
 * What Document WorkFlow tells employees (issue 31): that a document is asked of them, how one they
 * handed in was decided, and that an approved one nears its expiry or has expired. Titles carry no
 * reasons (they are read in the bell by whoever sees the screen); the reason is on the item. Whether mail was queued, so the caller can deliver it after commit.
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
  const title =
    decision === 'approved'
      ? `Your "${item.title}" was approved.`
      : `Your "${item.title}" was rejected: see why and upload it again.`;
  return tellEmployee(trx, publicUrl, item, {
    kind: 'document-reviewed',
    title,
    dedupeKey: `document-item:${item.id}:reviewed:${item.version}`,
  });
}

/**
 * The item's employee, when they have an account, of their approved document's expiry (the daily job,
 * document-expiry.ts): ahead of it, or that it has expired and is asked again. Keyed by the item, the
 * approved version and its expiry date, so each is told once however often the job runs.
 */
export async function tellExpiry(
  trx: Kysely<Database>,
  publicUrl: string,
  item: {
    employerId: string;
    id: string;
    employeeId: string;
    title: string;
    version: number;
    expiresOn: string;
  },
  event: 'expiring' | 'expired',
): Promise<boolean> {
  const title =
    event === 'expiring'
      ? `Your "${item.title}" expires on ${item.expiresOn}: upload a new one before then.`
      : `Your "${item.title}" expired on ${item.expiresOn}: please upload a new one.`;
  return tellEmployee(trx, publicUrl, item, {
    kind: 'document-expiry',
    title,
    dedupeKey: `document-item:${item.id}:${event}:${item.version}:${item.expiresOn}`,
  });
}

/** One notice about the item to its employee's account (none when they have none), mailed too. */
async function tellEmployee(
  trx: Kysely<Database>,
  publicUrl: string,
  item: { employerId: string; id: string; employeeId: string },
  notice: { kind: NoticeKind; title: string; dedupeKey: string },
): Promise<boolean> {
  const account = await trx
    .selectFrom('users')
    .select('id')
    .where('employer_id', '=', item.employerId)
    .where('employee_id', '=', item.employeeId)
    .execute();
  const told = await notify(trx, {
    ...notice,
    employerId: item.employerId,
    recipientUserIds: account.map((row) => row.id),
    link: MY_DOCUMENTS_LINK,
    subject: { type: 'document-item', id: item.id },
    email: { subject: notice.title, text: `${notice.title}\n\n${publicUrl}${MY_DOCUMENTS_LINK}` },
  });
  return told.length > 0;
}
