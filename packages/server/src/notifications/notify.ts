import { NOTICE_KINDS, type NoticeKind } from '@hr/domain';
import { type Expression, type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { enqueueMails, type OutgoingMail } from '../mail/outbox.ts';

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
  return (await notifyMany(trx, [notice]))[0] ?? [];
}

/**
 * `notify` for many events at once, each with its own recipients, title and subject (a pay run paying
 * a thousand expense claims tells each claimant of theirs): one statement for the notifications and
 * one for the mails, however many. Answers, for each notice in order, the users newly notified.
 */
export async function notifyMany(trx: Kysely<Database>, notices: readonly Notice[]): Promise<string[][]> {
  const sent = notices.flatMap((notice, index) =>
    [...new Set(notice.recipientUserIds)].map((recipient) => ({ index, recipient, notice })),
  );
  const told: string[][] = notices.map(() => []);
  if (sent.length === 0) return told;
  const column = <T>(value: (row: (typeof sent)[number]) => T) => sent.map(value);
  const { rows } = await sql<{ notice: number; recipient_user_id: string; email: string; by_email: boolean }>`
    with sent as (
      select * from unnest(${column((row) => row.index)}::int[], ${column((row) => row.notice.employerId)}::uuid[],
        ${column((row) => row.recipient)}::uuid[], ${column((row) => row.notice.kind)}::text[],
        ${column((row) => row.notice.title)}::text[], ${column((row) => row.notice.link)}::text[],
        ${column((row) => row.notice.subject.type)}::text[], ${column((row) => row.notice.subject.id)}::uuid[],
        ${column((row) => row.notice.dedupeKey)}::text[],
        ${column((row) => MAILED_BY_DEFAULT.get(row.notice.kind) ?? true)}::boolean[])
        as s(notice, employer_id, recipient, kind, title, link, subject_type, subject_id, dedupe_key,
          mailed_by_default)
    ), added as (
      insert into notifications
        (employer_id, recipient_user_id, kind, title, link, subject_type, subject_id, dedupe_key)
      select u.employer_id, u.id, s.kind, s.title, s.link, s.subject_type, s.subject_id, s.dedupe_key
      -- A recipient of another employer is left out by the join itself.
      from sent s join users u on u.id = s.recipient and u.employer_id = s.employer_id
      order by u.id, s.notice
      on conflict (recipient_user_id, dedupe_key) do nothing
      returning recipient_user_id, dedupe_key
    )
    -- The first notice naming the event tells its recipient; a second one in the batch adds nothing.
    select distinct on (s.notice, u.email, a.recipient_user_id) s.notice, a.recipient_user_id, u.email,
      coalesce(p.by_email, s.mailed_by_default) as by_email
    from added a
    join lateral (select * from sent where sent.recipient = a.recipient_user_id and sent.dedupe_key = a.dedupe_key
      order by sent.notice limit 1) s on true
    join users u on u.id = a.recipient_user_id
    left join notice_email_preferences p on p.user_id = a.recipient_user_id and p.kind = s.kind
    order by s.notice, u.email, a.recipient_user_id`.execute(trx);
  const mails: OutgoingMail[] = [];
  for (const row of rows) {
    told[row.notice]?.push(row.recipient_user_id);
    const email = notices[row.notice]?.email;
    if (email && row.by_email) mails.push({ to: row.email, subject: email.subject, text: email.text });
  }
  await enqueueMails(trx, mails);
  return told;
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
