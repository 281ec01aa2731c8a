import { isUniqueViolation } from '../db/postgres-errors.ts';
import { Refusal } from './refusal.ts';

/* What every set-up page's update and create share: the fields an update sent, and the 409 of a code used twice. */

/** The fields an update sent, without those left out: what is not sent keeps its value. */
export function sentFields<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Runs a write, turning the employer's unique code constraint into "Code X is already used by another Y." (409 on `code`). */
export async function refusingDuplicateCode<T>(
  constraint: string,
  noun: string,
  code: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) {
      throw new Refusal(409, `Code ${code} is already used by another ${noun}.`, { field: 'code' });
    }
    throw error;
  }
}
