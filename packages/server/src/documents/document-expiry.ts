import { applyItemEvent, type DocumentActor, expiryReminderOn } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import { type AuditActor, writeAudit } from '../audit/audit-trail.ts';
import type { NoticeJobDeps } from '../core/deps.ts';
import type { Database } from '../db/schema.ts';
import { employersByDay } from '../employer/employer-days.ts';
import { type JobHandler, type RecurringJob, utcHourOf } from '../jobs/job-runner.ts';
import { type ExpiringItem, tellExpiries, tellExpiry } from './document-notices.ts';
import { itemOr404 } from './document-store.ts';

/**
 * Expiry of approved documents (issue 31 item 5, docs/documents.md › Expiry), on each employer's own day
 * (its time zone; hourly for the reason utcHourOf gives, as the training certificate reminders are):
 * - from the day `expiryReminderOn` gives (the approved version's `expires_on` less the request's
 *   `remind_days_before`) until the expiry date, the employee is told once, by the bell and e-mail, that
 *   it expires (the notice's dedupe key is the item, the version and its date, so the hourly runs tell
 *   nothing twice and a day the job did not run is caught up the next);
 * - from the day after the expiry date, the domain's `expire` event moves the item Approved → Expired,
 *   which is outstanding again (the employee uploads a new version), with an audit row naming no user
 *   (the job decided) and a notice to the employee.
 * An item replaced since its approval is Submitted, not Approved, so neither touches it.
 */
export const DOCUMENT_EXPIRY = 'documents.expiry';

export const dailyDocumentExpiry: RecurringJob = { kind: DOCUMENT_EXPIRY, periodOf: utcHourOf };

/** Reminders told in one statement: the notices' arrays stay well below any limit of the driver. */
const REMINDERS_A_STATEMENT = 1000;

/** The job as the domain's actor: no user, so only it may make the `expire` event happen. */
const JOB: DocumentActor = { userId: null, employeeId: null, mayUpload: false, mayReview: false };

interface Approved {
  id: string;
  employer_id: string;
  employee_id: string;
  title: string;
  version: number;
  expires_on: string;
  remind_days_before: number;
}

export function documentExpiryJobHandlers(deps: NoticeJobDeps): Record<string, JobHandler> {
  return {
    [DOCUMENT_EXPIRY]: async ({ db }) => {
      let reminded = 0;
      let expired = 0;
      let mailed = false;
      for (const { today, employerIds } of await employersByDay(db, deps.clock())) {
        const toRemind: ExpiringItem[] = [];
        for (const item of await approvedDueOn(db, today, employerIds)) {
          if (item.expires_on < today) {
            const outcome = await expire(db, deps, item, today);
            if (outcome !== 'refused') expired += 1;
            mailed ||= outcome === 'mailed';
          } else if (expiryReminderOn(item.expires_on, item.remind_days_before) <= today) {
            toRemind.push(noticeItem(item));
          }
        }
        // Every hour until the expiry day, each item still in its reminder days comes again: they are
        // told together, and the notices' dedupe keys leave out those already told.
        for (let start = 0; start < toRemind.length; start += REMINDERS_A_STATEMENT) {
          const told = await tellExpiries(
            db,
            deps.publicUrl,
            toRemind.slice(start, start + REMINDERS_A_STATEMENT),
            'expiring',
          );
          const newly = told.filter(Boolean).length;
          reminded += newly;
          mailed ||= newly > 0;
        }
      }
      if (mailed) deps.mailDelivery?.deliverSoon();
      return { reminded, expired };
    },
  };
}

/** The employers' approved items whose reminder day has come (their expiry day or after it included), of people still employed. */
async function approvedDueOn(
  db: Kysely<Database>,
  today: string,
  employerIds: readonly string[],
): Promise<Approved[]> {
  const { rows } = await sql<Approved>`
    select i.id, i.employer_id, i.employee_id, r.title, i.decided_version as version,
      to_char(v.expires_on, 'YYYY-MM-DD') as expires_on, r.remind_days_before
    from document_items i
    join document_requests r on r.id = i.request_id and r.employer_id = i.employer_id
    join document_versions v on v.item_id = i.id and v.employer_id = i.employer_id
      and v.number = i.decided_version
    join employees e on e.id = i.employee_id and e.employer_id = i.employer_id
    where i.employer_id = any(${employerIds}::uuid[])
      and i.state = 'approved' and r.expires and v.expires_on is not null
      -- Someone who has left is neither reminded nor asked again, as the certificate reminders do.
      and (e.employment_end_date is null or e.employment_end_date >= ${today}::date)
      and v.expires_on - r.remind_days_before <= ${today}::date
    order by i.employer_id, v.expires_on, i.id`.execute(db);
  return rows;
}

function noticeItem(item: Approved): ExpiringItem {
  return {
    employerId: item.employer_id,
    id: item.id,
    employeeId: item.employee_id,
    title: item.title,
    version: item.version,
    expiresOn: item.expires_on,
  };
}

/**
 * Approved → Expired in one transaction with its audit row and notice, after the domain agrees on the
 * item as it is under lock (an upload since the query makes it Submitted, and the domain refuses).
 * Answers which, and whether mail was queued.
 */
async function expire(
  db: Kysely<Database>,
  deps: NoticeJobDeps,
  item: Approved,
  today: string,
): Promise<'refused' | 'expired' | 'mailed'> {
  return db.transaction().execute(async (trx) => {
    const stored = await itemOr404(trx, item.employer_id, item.id, { forUpdate: true });
    const result = applyItemEvent(stored.item, { kind: 'expire' }, JOB, today);
    if (!result.ok) return 'refused';
    await trx
      .updateTable('document_items')
      .set({ state: result.item.state, updated_at: deps.clock() })
      .where('id', '=', item.id)
      .where('employer_id', '=', item.employer_id)
      .execute();
    const job: AuditActor = { employerId: item.employer_id, userId: null, address: null };
    await writeAudit(trx, job, {
      operation: 'expireDocumentItem',
      area: 'documents',
      recordType: 'document-item',
      recordId: item.id,
      before: { state: stored.item.state, version: item.version, expiresOn: item.expires_on },
      after: { state: result.item.state, version: item.version, expiresOn: item.expires_on },
    });
    return (await tellExpiry(trx, deps.publicUrl, noticeItem(item), 'expired')) ? 'mailed' : 'expired';
  });
}
