import { isPolicyEntry, type LeaveLedgerEntry } from './ledger.ts';

export interface LedgerChanges {
  insert: LeaveLedgerEntry[];
  /** Stored keys whose amount or date is no longer right, with what they should hold. */
  update: LeaveLedgerEntry[];
  /** Stored policy entries that should no longer exist (an accrual rounded to nothing, a later hire date). */
  remove: LeaveLedgerEntry[];
}

/**
 * What to write so the stored ledger holds exactly the policy's entries: compared by key, so
 * running it twice changes nothing the second time. Entries of other kinds are left alone.
 */
export function reconcilePolicyEntries(
  expected: readonly LeaveLedgerEntry[],
  stored: readonly LeaveLedgerEntry[],
): LedgerChanges {
  const storedByKey = new Map(stored.filter(isPolicyEntry).map((entry) => [entry.key, entry]));
  const changes: LedgerChanges = { insert: [], update: [], remove: [] };
  for (const entry of expected) {
    const current = storedByKey.get(entry.key);
    storedByKey.delete(entry.key);
    if (!current) changes.insert.push(entry);
    else if (!current.amount.equals(entry.amount) || current.date.compare(entry.date) !== 0)
      changes.update.push(entry);
  }
  changes.remove.push(...storedByKey.values());
  return changes;
}
