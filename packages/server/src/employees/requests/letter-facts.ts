import { currencyMinorDigits, DEFAULT_LETTER_TEMPLATES, fillLetter, type LetterKind } from '@hr/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readEmployerSettings } from '../../employer/employer-settings.ts';
import { printedDate, printedMoney } from '../../payroll/outputs/outputs-access.ts';
import { loadEmployee } from '../employee-record.ts';

/**
 * A letter's text at its approval: the employer's template of its kind (the default while none is
 * saved) filled with the employee's facts of that day, each printed as the payslip prints it
 * (printedDate, printedMoney). Kept on the request, so the letter says what was true when approved.
 */

/** The employer's template of a kind, and whether it is the employer's own. */
export async function letterTemplate(
  db: Kysely<Database>,
  employerId: string,
  kind: LetterKind,
): Promise<{ body: string; custom: boolean }> {
  const row = await db
    .selectFrom('letter_templates')
    .select('body')
    .where('employer_id', '=', employerId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? { body: row.body, custom: true } : { body: DEFAULT_LETTER_TEMPLATES[kind], custom: false };
}

async function referenceName(
  db: Kysely<Database>,
  table: 'job_positions' | 'departments',
  employerId: string,
  id: string | null,
): Promise<string> {
  if (!id) return '';
  const row = await db
    .selectFrom(table)
    .select('name')
    .where('id', '=', id)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  return row?.name ?? '';
}

export async function filledLetter(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
  kind: LetterKind,
  today: string,
): Promise<string> {
  const employee = await loadEmployee(db, employerId, employeeId, { today, withHealth: false });
  const employer = await db
    .selectFrom('employers')
    .select('name')
    .where('id', '=', employerId)
    .executeTakeFirstOrThrow();
  const placement = employee.currentPlacement;
  const { basicSalary, currency } = employee.values.salary;
  const started =
    employee.row.date_joined ??
    employee.row.start_date ??
    employee.placementHistory[0]?.effectiveDate ??
    null;
  const template = await letterTemplate(db, employerId, kind);
  // Days in the letter as the employer writes them (Employer › Setting), like its payslips.
  const { dateFormat } = await readEmployerSettings(db, employerId);
  return fillLetter(template.body, {
    'employee.fullName': `${employee.row.first_name} ${employee.row.last_name}`,
    'employee.jobPosition': await referenceName(
      db,
      'job_positions',
      employerId,
      placement?.jobPositionId ?? null,
    ),
    'employee.department': await referenceName(
      db,
      'departments',
      employerId,
      placement?.departmentId ?? null,
    ),
    'employee.startDate': started ? printedDate(started, dateFormat) : '',
    'employee.salary':
      basicSalary && currency ? printedMoney(basicSalary, currency, currencyMinorDigits(currency)) : '',
    'employer.name': employer.name,
    today: printedDate(today, dateFormat),
  });
}
