import type { ApprovalRoute, NoticeKind, ResolvedApprovalStep } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type Notice, notify, notifyMany } from '../notifications/notify.ts';
import { decidersFrom, decidingFactsOn, type WaitingStep } from './org-facts.ts';

/**
 * Who hears of an approval, and when: the deciders of the step it waits on (their delegates of the
 * day included), each time it starts or moves on; the requester when it ends. What they read and
 * where it leads belong to the area: each subject type registers its words once
 * (`registerApprovalSubject`), so approvals stay ignorant of leave, documents or pay runs. A subject
 * type nobody registered is decided without notifications.
 */

export type ApprovalEnd = 'approved' | 'rejected' | 'withdrawn';

/** One subject whose requester is told. */
export interface ApprovalNoticeContext {
  employerId: string;
  subjectId: string;
  /** PUBLIC_URL, for the links of mails; absent: no mail is written. */
  publicUrl: string | undefined;
}

export interface ApprovalNoticeText {
  title: string;
  /** The app's path the notification opens. */
  link: string;
  /** Also by mail, when the area's settings say so and a link can be written in full. */
  email: { subject: string; text: string } | null;
}

/** The subjects of one employer whose deciders are told, as the area reads them all at once. */
export interface ApprovalDecidersContext {
  employerId: string;
  subjectIds: readonly string[];
  /** PUBLIC_URL, for the links of mails; absent: no mail is written. */
  publicUrl: string | undefined;
}

/** A notice whose mail, when a link can be written in full, repeats the title with the link under it. */
export function titleWithLink(
  title: string,
  link: string,
  publicUrl: string | undefined,
): ApprovalNoticeText {
  return {
    title,
    link,
    email: publicUrl ? { subject: title, text: `${title}\n\n${publicUrl}${link}` } : null,
  };
}

/** Nothing to tell is said by leaving a subject out (toDeciders) or by null (toRequester). */
export interface ApprovalSubjectNotices {
  /**
   * To those who may decide the step each subject now waits on, by subject id, read in one go however
   * many subjects (an hourly sweep tells of hundreds); a subject the area no longer knows is left out.
   */
  toDeciders(
    db: Kysely<Database>,
    context: ApprovalDecidersContext,
  ): Promise<Map<string, ApprovalNoticeText>>;
  /** To the requester, once it has ended. */
  toRequester(
    db: Kysely<Database>,
    context: ApprovalNoticeContext & { end: ApprovalEnd },
  ): Promise<ApprovalNoticeText | null>;
}

const subjects = new Map<string, ApprovalSubjectNotices>();

/** Called once by the area's module that starts approvals of `subjectType` ('leave-request'). */
export function registerApprovalSubject(subjectType: string, notices: ApprovalSubjectNotices): void {
  subjects.set(subjectType, notices);
}

interface Approval {
  employerId: string;
  approvalId: string;
  subjectType: string;
  subjectId: string;
  requesterEmployeeId: string;
  publicUrl: string | undefined;
}

/** A step of an approval waiting for a decision, as its notice is written. */
export interface WaitingApproval {
  approval: Approval;
  step: ResolvedApprovalStep;
  position: number;
  escalateAfterDays: number | null;
  /** By default since the day of the notice. */
  waitingSince?: string;
}

/** A pending approval_requests row, as the hourly sweeps read it. */
export interface WaitingRow {
  id: string;
  employer_id: string;
  subject_type: string;
  subject_id: string;
  requester_employee_id: string;
  route: ApprovalRoute;
  current_step: number;
  waiting_since: string;
  escalate_after_days: number | null;
}

/** The row's waiting step, to be told of. */
export function waitingApprovalOf(
  row: WaitingRow,
  publicUrl: string | undefined,
): WaitingApproval & { waitingSince: string } {
  return {
    approval: {
      employerId: row.employer_id,
      approvalId: row.id,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      requesterEmployeeId: row.requester_employee_id,
      publicUrl,
    },
    step: row.route.steps[row.current_step] as ResolvedApprovalStep,
    position: row.current_step,
    escalateAfterDays: row.escalate_after_days,
    waitingSince: row.waiting_since,
  };
}

/** The waiting steps by employer, each employer's in the order given. */
function byEmployer<W extends WaitingApproval>(waiting: readonly W[]): Map<string, W[]> {
  const grouped = new Map<string, W[]>();
  for (const one of waiting) {
    const ofEmployer = grouped.get(one.approval.employerId);
    if (ofEmployer) ofEmployer.push(one);
    else grouped.set(one.approval.employerId, [one]);
  }
  return grouped;
}

/** The facts of `today` for deciding every one of an employer's waiting steps, read once. */
function factsFor(
  db: Kysely<Database>,
  employerId: string,
  waiting: readonly WaitingApproval[],
  today: string,
) {
  return decidingFactsOn(
    db,
    employerId,
    waiting.flatMap((one) => one.step.approverIds),
    today,
  );
}

/**
 * What the deciders of each approval are told, by approval id: each area reads its subjects' words
 * once for all of them. An approval whose subject type nobody registered, or whose subject the area no
 * longer knows, is left out.
 */
async function wordsFor(
  db: Kysely<Database>,
  employerId: string,
  approvals: readonly Approval[],
): Promise<Map<string, ApprovalNoticeText>> {
  const words = new Map<string, ApprovalNoticeText>();
  const groups = new Map<string, Approval[]>();
  for (const approval of approvals) {
    const key = `${approval.subjectType} ${approval.publicUrl ?? ''}`;
    const group = groups.get(key);
    if (group) group.push(approval);
    else groups.set(key, [approval]);
  }
  for (const group of groups.values()) {
    const [first] = group;
    const notices = first && subjects.get(first.subjectType);
    if (!first || !notices) continue;
    const texts = await notices.toDeciders(db, {
      employerId,
      subjectIds: group.map((approval) => approval.subjectId),
      publicUrl: first.publicUrl,
    });
    for (const approval of group) {
      const text = texts.get(approval.subjectId);
      if (text) words.set(approval.approvalId, text);
    }
  }
  return words;
}

const waitingStepOf = (one: WaitingApproval, today: string): WaitingStep => ({
  requesterEmployeeId: one.approval.requesterEmployeeId,
  step: one.step,
  waitingSince: one.waitingSince ?? today,
  escalateAfterDays: one.escalateAfterDays,
});

/**
 * Each step waits: its deciders of `today` are told. The notification's dedupe key is the step's, per
 * recipient, so telling again tells only those who were not yet told: a delegate who took over after
 * the step began. However many steps, the deciding facts and the accounts are read once an employer
 * and the notices written in one statement; only the words (the area's) are read a step at a time.
 */
export async function noticeWaitingSteps(
  trx: Kysely<Database>,
  waiting: readonly WaitingApproval[],
  today: string,
): Promise<void> {
  const notices: Notice[] = [];
  for (const [employerId, ofEmployer] of byEmployer(waiting)) {
    const facts = await factsFor(trx, employerId, ofEmployer, today);
    const words = await wordsFor(
      trx,
      employerId,
      ofEmployer.map((one) => one.approval),
    );
    const toTell: ToTell[] = [];
    for (const one of ofEmployer) {
      const text = words.get(one.approval.approvalId);
      if (!text) continue;
      const { deciderIds } = decidersFrom(facts, waitingStepOf(one, today), today);
      toTell.push({
        approval: one.approval,
        dedupeKey: `approval:${one.approval.approvalId}:step:${one.position}`,
        personIds: deciderIds.filter((id) => id !== one.approval.requesterEmployeeId),
        text,
      });
    }
    notices.push(...(await noticesOf(trx, employerId, 'approval-waiting', toTell)));
  }
  await notifyMany(trx, notices);
}

/** The step at `position` of the route waits (since `waitingSince`, by default since `today`). */
export async function noticeWaitingStep(
  trx: Kysely<Database>,
  approval: Approval,
  { today, ...waiting }: Omit<WaitingApproval, 'approval'> & { today: string },
): Promise<void> {
  await noticeWaitingSteps(trx, [{ approval, ...waiting }], today);
}

/**
 * The steps that have waited past their escalation days on `today`: the administrators, who may now
 * decide them too, are told once a step (its own approvers were told when it began). Answers how many
 * steps anyone was told of. The facts and accounts are read once an employer, as noticeWaitingSteps.
 */
export async function noticeEscalatedSteps(
  db: Kysely<Database>,
  waiting: readonly (WaitingApproval & { waitingSince: string; escalateAfterDays: number })[],
  today: string,
): Promise<number> {
  const notices: Notice[] = [];
  for (const [employerId, ofEmployer] of byEmployer(waiting)) {
    const facts = await factsFor(db, employerId, ofEmployer, today);
    // Only the steps escalated today with an administrator to tell have their words read.
    const escalated = ofEmployer.flatMap((one) => {
      if (!decidersFrom(facts, waitingStepOf(one, today), today).escalated) return [];
      const alreadyTold = new Set([one.approval.requesterEmployeeId, ...one.step.approverIds]);
      const personIds = facts.administratorIds.filter((id) => !alreadyTold.has(id));
      return personIds.length === 0 ? [] : [{ ...one, personIds }];
    });
    const words = await wordsFor(
      db,
      employerId,
      escalated.map((one) => one.approval),
    );
    const toTell: ToTell[] = [];
    for (const { personIds, ...one } of escalated) {
      const text = words.get(one.approval.approvalId);
      if (!text) continue;
      const days = one.escalateAfterDays;
      const waited = `Waiting over ${days} ${days === 1 ? 'day' : 'days'}`;
      toTell.push({
        approval: one.approval,
        dedupeKey: `approval:${one.approval.approvalId}:step:${one.position}:escalated`,
        personIds,
        text: {
          ...text,
          title: `${waited}: ${text.title}`,
          email: text.email && { subject: `${waited}: ${text.email.subject}`, text: text.email.text },
        },
      });
    }
    notices.push(...(await noticesOf(db, employerId, 'approval-escalated', toTell)));
  }
  await notifyMany(db, notices);
  return notices.length;
}

/** A notice to write: to whom (as persons) and what. */
interface ToTell {
  approval: Approval;
  dedupeKey: string;
  personIds: readonly string[];
  text: ApprovalNoticeText;
}

/** The notices of one employer's approvals, their persons' accounts read in one query. */
async function noticesOf(
  db: Kysely<Database>,
  employerId: string,
  kind: NoticeKind,
  toTell: readonly ToTell[],
): Promise<Notice[]> {
  const accounts = await accountsOf(
    db,
    employerId,
    toTell.flatMap((one) => one.personIds),
  );
  return toTell.map((one) =>
    noticeOf(one.approval, kind, one.dedupeKey, {
      recipientUserIds: [...new Set(one.personIds.flatMap((id) => accounts.get(id) ?? []))],
      text: one.text,
    }),
  );
}

/** The approval has ended: its requester is told how. */
export async function noticeEnded(
  trx: Kysely<Database>,
  approval: Approval,
  end: ApprovalEnd,
): Promise<void> {
  const text = await subjects.get(approval.subjectType)?.toRequester(trx, { ...approval, end });
  if (!text) return;
  const accounts = await accountsOf(trx, approval.employerId, [approval.requesterEmployeeId]);
  await notify(
    trx,
    noticeOf(approval, 'approval-ended', `approval:${approval.approvalId}:ended`, {
      recipientUserIds: accounts.get(approval.requesterEmployeeId) ?? [],
      text,
    }),
  );
}

function noticeOf(
  approval: Approval,
  kind: NoticeKind,
  dedupeKey: string,
  { recipientUserIds, text }: { recipientUserIds: string[]; text: ApprovalNoticeText },
): Notice {
  return {
    employerId: approval.employerId,
    recipientUserIds,
    kind,
    title: text.title,
    link: text.link,
    subject: { type: approval.subjectType, id: approval.subjectId },
    dedupeKey,
    ...(text.email ? { email: text.email } : {}),
  };
}

/**
 * The accounts of approvals' persons, by person: an employee's account (none if they have not signed
 * up), an administrator without a record by their user id. One query for all of them.
 */
async function accountsOf(
  db: Kysely<Database>,
  employerId: string,
  personIds: readonly string[],
): Promise<Map<string, string[]>> {
  const accounts = new Map<string, string[]>();
  if (personIds.length === 0) return accounts;
  const persons = [...new Set(personIds)];
  const { rows } = await sql<{ id: string; person_id: string }>`
    select u.id, coalesce(u.employee_id, u.id) as person_id from users u
    where u.employer_id = ${employerId}
      and (u.employee_id = any(${persons}::uuid[]) or (u.employee_id is null and u.id = any(${persons}::uuid[])))`.execute(
    db,
  );
  for (const row of rows) accounts.set(row.person_id, [...(accounts.get(row.person_id) ?? []), row.id]);
  return accounts;
}
