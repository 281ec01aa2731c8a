import type { Kysely, Updateable } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import { SESSION_ENDED } from '../auth/sessions.ts';
import type { EmployerInformation, UpdateEmployerInformationRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database, EmployersTable } from '../db/schema.ts';

/** The employer's own details (the set-up menu's "Information"); administrators only. */
export async function getEmployerInformation(
  deps: ServiceDeps,
  caller: Caller,
): Promise<EmployerInformation> {
  return readInformation(deps.db, caller.employerId);
}

/** Changes the fields given; the others keep their value (so the logo need not travel on every save). */
export async function updateEmployerInformation(
  deps: ServiceDeps,
  caller: Caller,
  changes: UpdateEmployerInformationRequest,
): Promise<EmployerInformation> {
  // Kysely leaves undefined values out of the SET list: a field not sent keeps its value.
  const columns: Updateable<EmployersTable> = {
    name: changes.legalName?.trim(),
    registration_number: changes.registrationNumber?.trim(),
    tax_number: changes.taxNumber?.trim(),
    address: changes.address?.trim(),
    country: changes.country?.trim(),
    base_currency: changes.baseCurrency,
    logo: changes.logo,
    fiscal_year_start_month: changes.fiscalYearStartMonth,
    default_pay_period: changes.defaultPayPeriod,
    max_upload_mib: changes.largestUploadMiB,
  };
  return deps.db.transaction().execute(async (trx) => {
    const before = await readInformation(trx, caller.employerId, { forUpdate: true });
    if (Object.values(columns).some((value) => value !== undefined)) {
      await trx.updateTable('employers').set(columns).where('id', '=', caller.employerId).execute();
    }
    const after = await readInformation(trx, caller.employerId);
    // The logo is an image of up to a few hundred KiB: the trail says whether it changed, not its bytes.
    const { logo: logoBefore, ...fieldsBefore } = before;
    const { logo: logoAfter, ...fieldsAfter } = after;
    await writeAudit(trx, actorOf(caller), {
      operation: 'updateEmployerInformation',
      area: 'employer',
      recordType: 'employer',
      recordId: caller.employerId,
      before: fieldsBefore,
      after: { ...fieldsAfter, logoChanged: logoAfter !== logoBefore },
    });
    return after;
  });
}

async function readInformation(
  db: Kysely<Database>,
  employerId: string,
  { forUpdate = false } = {},
): Promise<EmployerInformation> {
  let select = db
    .selectFrom('employers')
    .select([
      'name',
      'registration_number',
      'tax_number',
      'address',
      'country',
      'base_currency',
      'logo',
      'fiscal_year_start_month',
      'default_pay_period',
      'max_upload_mib',
    ])
    .where('id', '=', employerId);
  if (forUpdate) select = select.forUpdate();
  const row = await select.executeTakeFirst();
  // A valid token whose employer is gone: the session is over, whatever the token says.
  if (!row) throw new Refusal(401, SESSION_ENDED);
  return {
    legalName: row.name,
    registrationNumber: row.registration_number,
    taxNumber: row.tax_number,
    address: row.address,
    country: row.country,
    baseCurrency: row.base_currency,
    logo: row.logo,
    fiscalYearStartMonth: row.fiscal_year_start_month,
    defaultPayPeriod: row.default_pay_period,
    largestUploadMiB: row.max_upload_mib,
  };
}
