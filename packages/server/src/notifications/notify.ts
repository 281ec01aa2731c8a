import { NOTICE_KINDS, type NoticeKind } from '@hr/domain';
import { type Expression, type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { enqueueMails } from '../mail/outbox.ts';

/**
 * The one notification feed of the product (issue 12 item 11): leave's approvals first, then documents,
 * incidents, payroll and announcements call `notify` the same way, inside the transaction of the change
 * they report, so a notification exists only if that change commits.
 */

export interface Notice {
  employerId: string;
  /** Users of `employerId`; any other id is left out by the query itself. */
  recipientUserIds: readonly string[];
  /**
   * What happened, as the area names it: 'approval-waiting', 'approval-ended'. One of the domain's
   * NOTICE_KINDS, each of which a person may choose to get by e-mail or not (My profile).
   */
  kind: NoticeKind;
  /** One line a person reads in the bell: no sensitive figures (no amounts, no reasons). */
  title: string;
  /** The path of the app that opening it leads to ('/leave/review'). */
  link: string;
  /** What it is about, as the area names its records: ('leave-request', id). */
  subject: { type: string; id: string };
  /**
   * Names the event, so saving or retrying the change notifies each recipient once:
   * 'approval:<id>:waiting:<step>'. Unique per recipient.
   */
  dedupeKey: string;
  /**
   * Also sent by mail, through the outbox, to each recipient newly notified who has not turned mail of
   * this kind off. Plain text; write links in full (PUBLIC_URL and the link) and leave sensitive
   * figures out, as for the title.
   */
  email?: { subject: string; text: string };
}

const MAILED_BY_DEFAULT = new Map<string, boolean>(
  NOTICE_KINDS.map((info) => [info.kind, info.mailedByDefault]),
);

/**
 * Writes one notification per recipient not already told of this event, and, when `email` is given,
 * queues one mail to each of them who wants this kind by mail (notice_email_preferences, else the
 * kind's default). Answers the users newly notified. The caller calls
 * `deps.mailDelivery.deliverSoon()` after its commit when it passed `email` (the outbox's sweep sends
 * it otherwise, within 30 s).
 */
export async function notify(trx: Kysely<Database>, notice: Notice): Promise<string[]> {
  const recipients = [...new Set(notice.recipientUserIds)];
  if (recipients.length === 0) return [];
  const mailedByDefault = MAILED_BY_DEFAULT.get(notice.kind) ?? true;
  const { rows } = await sql<{ recipient_user_id: string; email: string; by_email: boolean }>`
    with added as (
      insert into notifications
        (employer_id, recipient_user_id, kind, title, link, subject_type, subject_id, dedupe_key)
      select u.employer_id, u.id, ${notice.kind}, ${notice.title}, ${notice.link},
        ${notice.subject.type}, ${notice.subject.id}, ${notice.dedupeKey}
      from users u
      where u.employer_id = ${notice.employerId} and u.id = any(${recipients}::uuid[])
      order by u.id
      on conflict (recipient_user_id, dedupe_key) do nothing
      returning recipient_user_id
    )
    select a.recipient_user_id, u.email, coalesce(p.by_email, ${mailedByDefault}) as by_email
    from added a join users u on u.id = a.recipient_user_id
    left join notice_email_preferences p on p.user_id = a.recipient_user_id and p.kind = ${notice.kind}
    order by u.email`.execute(trx);
  const { email } = notice;
  if (email) {
    await enqueueMails(
      trx,
      rows
        .filter((row) => row.by_email)
        .map((row) => ({ to: row.email, subject: email.subject, text: email.text })),
    );
  }
  return rows.map((row) => row.recipient_user_id);
}

/**
 * Ends the event `dedupeKey` names for the users of `employerId` told of it who are not among
 * `stillConcerned` (a query of user ids): what they were told stays in their bell under a key of its own,
 * so a later `notify` with `dedupeKey` tells them again. For an event that can stop and start again for
 * one person, as being shown a shared document: removed from it and shown it again, they hear of it again.
 */
export async function endNoticeFor(
  trx: Kysely<Database>,
  {
    employerId,
    dedupeKey,
    stillConcerned,
  }: { employerId: string; dedupeKey: string; stillConcerned: Expression<{ id: string }> },
): Promise<void> {
  // Through the employer's users, so each row is found by the (recipient, dedupe key) unique index.
  await sql`
    update notifications n set dedupe_key = n.dedupe_key || ':ended:' || n.id::text
    from users u
    where u.employer_id = ${employerId} and n.recipient_user_id = u.id and n.dedupe_key = ${dedupeKey}
      and n.recipient_user_id not in (${stillConcerned})`.execute(trx);
}
