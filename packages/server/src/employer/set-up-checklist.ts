import { type Kysely, sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { SetUpChecklist, SetUpChecklistItemId } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { Database } from '../db/schema.ts';
import { demoDataStatusOf } from '../demo/real-data.ts';

/**
 * What each item of the set-up checklist (issue 34 item 4) asks of the employer's data, in the order
 * the dashboard lists them. An item is ticked by the data itself, never by a click: a department
 * deleted again un-ticks its item, and an employer set up through the API or the demo is ticked too.
 */
const ITEM_DONE: Readonly<
  Record<SetUpChecklistItemId, (employerId: string) => ReturnType<typeof sql<boolean>>>
> = {
  // The details payslips and reports print beside the name and country given at sign-up.
  employerInformation: (id) =>
    sql<boolean>`exists (select 1 from employers where id = ${id} and address <> '' and base_currency is not null)`,
  departmentsAndPositions: (id) =>
    sql<boolean>`(exists (select 1 from departments where employer_id = ${id})
      and exists (select 1 from job_positions where employer_id = ${id}))`,
  employees: (id) => sql<boolean>`exists (select 1 from employees where employer_id = ${id})`,
  // A request needs a type to ask for and a work week to count its days.
  leave: (id) =>
    sql<boolean>`(exists (select 1 from leave_types where employer_id = ${id})
      and exists (select 1 from work_weeks where employer_id = ${id}))`,
  // A pay run needs the settings (currency, rounding) and at least one statutory table to tax by.
  payroll: (id) =>
    sql<boolean>`(exists (select 1 from payroll_settings where employer_id = ${id})
      and exists (select 1 from tax_tables where employer_id = ${id}))`,
  invitations: (id) => sql<boolean>`exists (select 1 from invitations where employer_id = ${id})`,
};

export const SET_UP_CHECKLIST_ITEMS = Object.keys(ITEM_DONE) as SetUpChecklistItemId[];

/**
 * The checklist as the employer's data ticks it, whether an administrator has hidden it, and whether
 * Load demo data may run (the dashboard's one call for both cards).
 */
export function getSetUpChecklist({ db }: ServiceDeps, caller: Caller): Promise<SetUpChecklist> {
  return checklistOf(db, caller.employerId);
}

async function checklistOf(db: Kysely<Database>, employerId: string): Promise<SetUpChecklist> {
  // One round trip: each item an EXISTS that stops at its first row, whatever the employer's size.
  const row = await db
    .selectFrom('employers')
    .select((eb) => [
      eb.ref('set_up_checklist_dismissed_at').as('dismissedAt'),
      ...SET_UP_CHECKLIST_ITEMS.map((item) => ITEM_DONE[item](employerId).as(item)),
    ])
    .where('id', '=', employerId)
    .executeTakeFirstOrThrow();
  const done = row as unknown as Record<SetUpChecklistItemId, boolean>;
  return {
    items: SET_UP_CHECKLIST_ITEMS.map((id) => ({ id, done: done[id] === true })),
    dismissed: row.dismissedAt !== null,
    demoData: await demoDataStatusOf(db, employerId),
  };
}

/**
 * Hides the checklist for the whole employer (it is about the employer's set-up, not one person's).
 * Hiding it twice changes nothing and writes no second audit row.
 */
export function dismissSetUpChecklist(deps: ServiceDeps, caller: Caller): Promise<SetUpChecklist> {
  return deps.db.transaction().execute(async (trx) => {
    const hidden = await trx
      .updateTable('employers')
      .set({ set_up_checklist_dismissed_at: sql<Date>`now()`, set_up_checklist_dismissed_by: caller.userId })
      .where('id', '=', caller.employerId)
      .where('set_up_checklist_dismissed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (hidden) {
      await writeAudit(trx, actorOf(caller), {
        operation: 'dismissSetUpChecklist',
        area: 'employer',
        recordType: 'set-up-checklist',
        recordId: caller.employerId,
        before: { dismissed: false },
        after: { dismissed: true },
      });
    }
    return checklistOf(trx, caller.employerId);
  });
}
