import type { Transaction } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import type { ChangeOfDetailsRequest, ProposedDetails, UpdateEmployeeRequest } from '../../contract-types.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import { planChange } from '../employee-changes.ts';
import { loadEmployee, type StoredEmployee } from '../employee-record.ts';
import { changeEmployee } from '../update-employee.ts';

/**
 * A change of one's own details (bank account, name, marital status) as the employee form's sections
 * carry it: the values asked for are checked by the form's own rules when asked (so what is approved
 * can be applied) and applied at the last approval through the form's update, in its transaction.
 */

type Sections = Omit<UpdateEmployeeRequest, 'id'>;

/** The request's field each form field is asked by, for a refusal to name what the employee typed. */
const ASKED_AS: Record<string, keyof ChangeOfDetailsRequest> = {
  'salary.bankId': 'bankId',
  'salary.bankAccount': 'bankAccount',
  'quickEntry.firstName': 'firstName',
  'quickEntry.lastName': 'lastName',
  'family.maritalStatus': 'maritalStatus',
};

/** What the New request dialog calls each value. */
const LABELS: Partial<Record<keyof ChangeOfDetailsRequest, string>> = {
  bankId: 'The bank',
  bankAccount: 'The account number',
  firstName: 'The first name',
  lastName: 'The last name',
  maritalStatus: 'The marital status',
};

function required(field: keyof ChangeOfDetailsRequest, what: string): never {
  throw new Refusal(400, `${LABELS[field]} is required to change the ${what}.`, { field });
}

/** The form's sections with the values asked for in place of the stored ones. */
function sectionsWith(values: StoredEmployee['values'], proposed: ProposedDetails): Sections {
  if (proposed.bankAccount !== undefined) {
    return {
      salary: { ...values.salary, bankId: proposed.bankId ?? null, bankAccount: proposed.bankAccount },
    };
  }
  if (proposed.firstName !== undefined) {
    return {
      quickEntry: {
        ...values.quickEntry,
        firstName: proposed.firstName,
        lastName: proposed.lastName ?? values.quickEntry.lastName,
      },
    };
  }
  return {
    family: { ...values.family, maritalStatus: proposed.maritalStatus ?? values.family.maritalStatus },
  };
}

/**
 * The values of the detail asked for, checked: the detail's fields present, different from the record,
 * and accepted by the employee form's rules and references (a bank of the employer's, active), each
 * refusal a 400 naming the request's field.
 */
export async function proposedChange(
  trx: Transaction<Database>,
  employerId: string,
  employeeId: string,
  input: ChangeOfDetailsRequest,
  today: string,
): Promise<ProposedDetails> {
  const stored = await loadEmployee(trx, employerId, employeeId, { today, withHealth: false });
  let proposed: ProposedDetails;
  let unchanged: boolean;
  if (input.subject === 'Bank account') {
    if (!input.bankId) required('bankId', 'bank account');
    if (!input.bankAccount) required('bankAccount', 'bank account');
    const bank = await trx
      .selectFrom('banks')
      .select('name')
      .where('id', '=', input.bankId)
      .where('employer_id', '=', employerId)
      .executeTakeFirst();
    proposed = { bankId: input.bankId, bankName: bank?.name ?? null, bankAccount: input.bankAccount.trim() };
    unchanged =
      stored.values.salary.bankId === input.bankId &&
      stored.values.salary.bankAccount === proposed.bankAccount;
  } else if (input.subject === 'Name') {
    if (!input.firstName) required('firstName', 'name');
    if (!input.lastName) required('lastName', 'name');
    proposed = { firstName: input.firstName.trim(), lastName: input.lastName.trim() };
    unchanged =
      stored.values.quickEntry.firstName === proposed.firstName &&
      stored.values.quickEntry.lastName === proposed.lastName;
  } else {
    if (!input.maritalStatus) required('maritalStatus', 'marital status');
    proposed = { maritalStatus: input.maritalStatus };
    unchanged = stored.values.family.maritalStatus === input.maritalStatus;
  }
  if (unchanged) {
    const field = Object.keys(proposed).find((key) => key !== 'bankName') as string;
    throw new Refusal(400, 'This is what your record already says.', { field });
  }
  try {
    await planChange(trx, employerId, sectionsWith(stored.values, proposed), stored, today);
  } catch (error) {
    if (error instanceof Refusal && error.field && ASKED_AS[error.field]) {
      throw new Refusal(error.status, error.message, { field: ASKED_AS[error.field] });
    }
    throw error;
  }
  return proposed;
}

/**
 * The approved change onto the record, through update-employee's change in the approval's
 * transaction: its history, caches and audit row (decideRequest, naming the request).
 */
export async function applyApprovedChange(
  trx: Transaction<Database>,
  caller: Caller,
  request: { id: string; employee_id: string; proposed: Record<string, unknown> | null },
  today: string,
): Promise<void> {
  const stored = await loadEmployee(trx, caller.employerId, request.employee_id, {
    today,
    withHealth: false,
  });
  await changeEmployee(
    trx,
    caller,
    request.employee_id,
    sectionsWith(stored.values, request.proposed as ProposedDetails),
    {
      today,
      withHealth: false,
      operation: 'decideRequest',
      auditNote: {
        before: { request: { id: request.id, status: 'Pending' } },
        after: { request: { id: request.id, status: 'Approved' } },
      },
    },
  );
}
