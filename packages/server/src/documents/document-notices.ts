import type { NoticeKind } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notify, notifyMany } from '../notifications/notify.ts';

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

/** An approved item as its expiry is told. */
export interface ExpiringItem {
  employerId: string;
  id: string;
  employeeId: string;
  title: string;
  version: number;
  expiresOn: string;
}

/**
 * The item's employee, when they have an account, of their approved document's expiry (the daily job,
 * document-expiry.ts): ahead of it, or that it has expired and is asked again. Keyed by the item, the
 * approved version and its expiry date, so each is told once however often the job runs.
 */
export async function tellExpiry(
  trx: Kysely<Database>,
  publicUrl: string,
  item: ExpiringItem,
  event: 'expiring' | 'expired',
): Promise<boolean> {
  const [told] = await tellExpiries(trx, publicUrl, [item], event);
  return told ?? false;
}

/**
 * tellExpiry of many items at once: their employees' accounts in one query and every notice in one
 * statement (notifyMany), however many items. Answers, item by item, whether anyone was newly told.
 */
export async function tellExpiries(
  trx: Kysely<Database>,
  publicUrl: string,
  items: readonly ExpiringItem[],
  event: 'expiring' | 'expired',
): Promise<boolean[]> {
  return tellEmployees(
    trx,
    publicUrl,
    items.map((item) => ({
      item,
      kind: 'document-expiry',
      title:
        event === 'expiring'
          ? `Your "${item.title}" expires on ${item.expiresOn}: upload a new one before then.`
          : `Your "${item.title}" expired on ${item.expiresOn}: please upload a new one.`,
      dedupeKey: `document-item:${item.id}:${event}:${item.version}:${item.expiresOn}`,
    })),
  );
}

/** One notice about the item to its employee's account (none when they have none), mailed too. */
async function tellEmployee(
  trx: Kysely<Database>,
  publicUrl: string,
  item: { employerId: string; id: string; employeeId: string },
  notice: { kind: NoticeKind; title: string; dedupeKey: string },
): Promise<boolean> {
  const [told] = await tellEmployees(trx, publicUrl, [{ item, ...notice }]);
  return told ?? false;
}

/**
 * Notices about items, each to its employee's account, mailed too: the accounts in one query, the
 * notices in one statement. Answers, notice by notice, whether anyone was newly told.
 */
async function tellEmployees(
  trx: Kysely<Database>,
  publicUrl: string,
  notices: readonly {
    item: { employerId: string; id: string; employeeId: string };
    kind: NoticeKind;
    title: string;
    dedupeKey: string;
  }[],
): Promise<boolean[]> {
  if (notices.length === 0) return [];
  const accounts = await trx
    .selectFrom('users')
    .select(['id', 'employer_id', 'employee_id'])
    .where(
      sql<boolean>`(employer_id, employee_id) in (select * from unnest(
        ${notices.map((notice) => notice.item.employerId)}::uuid[],
        ${notices.map((notice) => notice.item.employeeId)}::uuid[]))`,
    )
    .execute();
  const accountsOf = new Map<string, string[]>();
  for (const account of accounts) {
    const key = `${account.employer_id} ${account.employee_id}`;
    accountsOf.set(key, [...(accountsOf.get(key) ?? []), account.id]);
  }
  const told = await notifyMany(
    trx,
    notices.map(({ item, kind, title, dedupeKey }) => ({
      employerId: item.employerId,
      recipientUserIds: accountsOf.get(`${item.employerId} ${item.employeeId}`) ?? [],
      kind,
      title,
      link: MY_DOCUMENTS_LINK,
      subject: { type: 'document-item', id: item.id },
      dedupeKey,
      email: { subject: title, text: `${title}\n\n${publicUrl}${MY_DOCUMENTS_LINK}` },
    })),
  );
  return told.map((users) => users.length > 0);
}
