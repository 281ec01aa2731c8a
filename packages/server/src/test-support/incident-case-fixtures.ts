import type { AppealResult } from '@hr/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * A decided incident case stored as the case services leave it (issue 30), for what reads the decision
 * in force (pay, sign-in, the employee's record): a type under a category, the case with its decision
 * (a standard outcome by code, as sign-up seeds them) and the subject.
 */
export interface DecidedCase {
  subject: string;
  /** A standard decision code: 'SWOP', 'SWP', 'WW', 'DIS', … */
  decision: string;
  from?: string | null;
  to?: string | null;
  decidedOn: string;
  appealLodgedOn?: string | null;
  appealResult?: AppealResult | null;
  varied?: { decision: string; from: string | null; to: string | null };
}

let cases = 0;

export async function insertDecidedCase(
  db: Kysely<Database>,
  employerId: string,
  decided: DecidedCase,
): Promise<{ id: string; code: string }> {
  cases += 1;
  const category = await db
    .insertInto('incident_categories')
    .values({ employer_id: employerId, code: `C${cases}`, description: 'Conduct' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const type = await db
    .insertInto('incident_types')
    .values({
      employer_id: employerId,
      code: `T${cases}`,
      description: 'Lateness',
      category_id: category.id,
      rule: 'Handbook 4.2',
      default_severity: 'Minor',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const decisionId = async (code: string) =>
    (
      await db
        .selectFrom('incident_decisions')
        .select('id')
        .where('employer_id', '=', employerId)
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).id;
  const number = cases;
  const code = `INC-${String(number).padStart(4, '0')}`;
  const closed = decided.appealResult != null;
  const row = await db
    .insertInto('incident_cases')
    .values({
      employer_id: employerId,
      number,
      code,
      type_id: type.id,
      occurred_from: decided.decidedOn,
      occurred_to: decided.decidedOn,
      summary: 'Late three times',
      state: closed ? 'closed' : decided.appealLodgedOn ? 'appealed' : 'decided',
      reporter_kind: 'named',
      reporter_id: decided.subject,
      outcome_id: await decisionId(decided.decision),
      decision_from: decided.from ?? null,
      decision_to: decided.to ?? null,
      decided_on: decided.decidedOn,
      appeal_lodged_on: decided.appealLodgedOn ?? null,
      appeal_result: decided.appealResult ?? null,
      varied_outcome_id: decided.varied ? await decisionId(decided.varied.decision) : null,
      varied_from: decided.varied?.from ?? null,
      varied_to: decided.varied?.to ?? null,
      closure: closed ? 'appeal-decided' : null,
      reported_on: decided.decidedOn,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('incident_case_people')
    .values({ case_id: row.id, employer_id: employerId, employee_id: decided.subject, role: 'subject' })
    .execute();
  return { id: row.id, code };
}
