import { NOTICE_KINDS, type NoticeEmailPreference, noticeEmailPreferences } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { Database } from '../db/schema.ts';

/**
 * Which notices come by e-mail as well as the bell (issue 28 item 6, My profile): every signed-in user
 * reads and changes their own choices only; there is no way to name anyone else. notify() reads the
 * same rows when it mails.
 */

export interface EmailPreferences {
  preferences: NoticeEmailPreference[];
}

async function chosenBy(db: Kysely<Database>, caller: Caller): Promise<Map<string, boolean>> {
  const rows = await db
    .selectFrom('notice_email_preferences')
    .select(['kind', 'by_email'])
    .where('user_id', '=', caller.userId)
    .where('employer_id', '=', caller.employerId)
    .execute();
  return new Map(rows.map((row) => [row.kind, row.by_email]));
}

export async function getEmailPreferences(
  { db }: Pick<ServiceDeps, 'db'>,
  caller: Caller,
): Promise<EmailPreferences> {
  return { preferences: noticeEmailPreferences(await chosenBy(db, caller)) };
}

/**
 * Stores the kinds named (the others keep what they were) and answers every kind. One audit row per
 * call, of the kinds whose choice changed, before and after.
 */
export async function updateEmailPreferences(
  { db }: Pick<ServiceDeps, 'db'>,
  caller: Caller,
  { preferences }: { preferences: readonly NoticeEmailPreference[] },
): Promise<EmailPreferences> {
  return db.transaction().execute(async (trx) => {
    const before = noticeEmailPreferences(await chosenBy(trx, caller));
    // The last choice of a kind named twice wins, as a form sending its switches in order would mean.
    const wanted = new Map(preferences.map((preference) => [preference.kind, preference.byEmail]));
    if (wanted.size > 0) {
      await trx
        .insertInto('notice_email_preferences')
        .values(
          [...wanted].map(([kind, byEmail]) => ({
            user_id: caller.userId,
            employer_id: caller.employerId,
            kind,
            by_email: byEmail,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'kind']).doUpdateSet({
            by_email: (eb) => eb.ref('excluded.by_email'),
            updated_at: sql<Date>`now()`,
          }),
        )
        .execute();
    }
    const after = noticeEmailPreferences(await chosenBy(trx, caller));
    const changed = NOTICE_KINDS.map(({ kind }, index) => ({
      kind,
      before: before[index]?.byEmail,
      after: after[index]?.byEmail,
    })).filter((change) => change.before !== change.after);
    // The bell has no area of its own in the permission grid; team, where people are told things, is
    // the nearest (as for marking notifications read). The record is the caller's own choices.
    await writeAudit(trx, actorOf(caller), {
      operation: 'updateEmailPreferences',
      area: 'team',
      recordType: 'notice-email-preferences',
      recordId: caller.userId,
      before: Object.fromEntries(changed.map((change) => [change.kind, change.before])),
      after: Object.fromEntries(changed.map((change) => [change.kind, change.after])),
    });
    return { preferences: after };
  });
}
