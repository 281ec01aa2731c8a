import type { CalendarDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { isPolicyEntry, type LeaveLedgerEntry } from './ledger.ts';

/**
 * What to append to a ledger so its policy entries say what the policy says now, without changing
 * a stored row (the ledger is append-only: every change is an entry).
 *
 * The entries of one key make a group: the first is written under the policy's own key
 * ('earned:month:2026-03'), each later correction under the key and a number
 * ('earned:month:2026-03|1', '|2', ...). After a back-dated change the group's amounts, date by
 * date, are compared with the entry the policy now expects, and the difference on each date is a
 * correction: moved from 31 March to 15 March, it is -1.5 on the 31st and +1.5 on the 15th, so a
 * balance as of any day is right. Corrections are worked out from what is stored, so running it
 * again writes nothing, and two runs at once compute the same keys and the database keeps one.
 */

const CORRECTION_SEPARATOR = '|';

/** The key of the policy entry an entry is or corrects. */
export function entryGroupOf(key: string): string {
  const separator = key.indexOf(CORRECTION_SEPARATOR);
  return separator === -1 ? key : key.slice(0, separator);
}

function correctionNumberOf(key: string): number {
  const separator = key.indexOf(CORRECTION_SEPARATOR);
  return separator === -1 ? 0 : Number(key.slice(separator + 1));
}

function keyOf(group: string, number: number): string {
  return number === 0 ? group : `${group}${CORRECTION_SEPARATOR}${number}`;
}

/** Amounts by day, for the entries of one group. */
function byDate(entries: readonly LeaveLedgerEntry[]): Map<string, { date: CalendarDate; amount: Decimal }> {
  const sums = new Map<string, { date: CalendarDate; amount: Decimal }>();
  for (const entry of entries) {
    const day = entry.date.toString();
    const sum = sums.get(day);
    sums.set(day, { date: entry.date, amount: (sum?.amount ?? new Decimal(0)).plus(entry.amount) });
  }
  return sums;
}

function groupsOf(entries: readonly LeaveLedgerEntry[]): Map<string, LeaveLedgerEntry[]> {
  const groups = new Map<string, LeaveLedgerEntry[]>();
  for (const entry of entries) {
    const group = entryGroupOf(entry.key);
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  return groups;
}

/**
 * The entries to append so that, for every group, the stored amounts on each date add up to the
 * expected ones (policyEntries' answer). Only the policy's kinds are compared; groups the policy no
 * longer expects are brought to zero.
 */
export function policyCorrections(
  expected: readonly LeaveLedgerEntry[],
  stored: readonly LeaveLedgerEntry[],
): LeaveLedgerEntry[] {
  const expectedGroups = groupsOf(expected);
  const storedGroups = groupsOf(stored.filter(isPolicyEntry));
  const corrections: LeaveLedgerEntry[] = [];
  const groups = [...new Set([...expectedGroups.keys(), ...storedGroups.keys()])].sort();
  for (const group of groups) {
    const wanted = expectedGroups.get(group) ?? [];
    const have = storedGroups.get(group) ?? [];
    const kind = (wanted[0] ?? have[0])?.kind;
    if (!kind) continue;
    const wantedByDate = byDate(wanted);
    const haveByDate = byDate(have);
    let next = have.length === 0 ? 0 : Math.max(...have.map((entry) => correctionNumberOf(entry.key))) + 1;
    const days = [...new Set([...wantedByDate.keys(), ...haveByDate.keys()])].sort();
    for (const day of days) {
      const want = wantedByDate.get(day);
      const held = haveByDate.get(day);
      const difference = (want?.amount ?? new Decimal(0)).minus(held?.amount ?? new Decimal(0));
      if (difference.isZero()) continue;
      const date = (want ?? held)?.date as CalendarDate;
      corrections.push({ key: keyOf(group, next), kind, date, amount: difference, reason: null });
      next += 1;
    }
  }
  return corrections;
}
