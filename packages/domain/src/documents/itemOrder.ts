import { parseDate } from '@internationalized/date';
import { type DocumentItemState, isOutstanding } from './itemStates.ts';

/**
 * Dates and order of document items (issue 31, Build items 1 and 5): when a reminder of expiry is due,
 * which items are overdue, and the lists' "overdue first" order, which the server's SQL follows.
 */

/** The day a reminder goes out: `remindDaysBefore` days before `expiresOn`. */
export function expiryReminderOn(expiresOn: string, remindDaysBefore: number): string {
  return parseDate(expiresOn).subtract({ days: remindDaysBefore }).toString();
}

/** Outstanding (nothing valid handed in) and its due date has passed. */
export function isOverdue(item: { state: DocumentItemState; dueOn: string }, today: string): boolean {
  return isOutstanding(item.state) && item.dueOn < today;
}

export interface ListedItem {
  id: string;
  state: DocumentItemState;
  dueOn: string;
  /** The employee's name as the list shows it. */
  name: string;
}

const names = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * The lists' order on `today`: overdue items first, then by due date, then by name (as a reader
 * sorts them, ties broken by code points), then by id, so no two items ever tie.
 */
export function overdueFirst(today: string): (a: ListedItem, b: ListedItem) => number {
  return (a, b) =>
    Number(isOverdue(b, today)) - Number(isOverdue(a, today)) ||
    compareText(a.dueOn, b.dueOn) ||
    names.compare(a.name, b.name) ||
    compareText(a.name, b.name) ||
    compareText(a.id, b.id);
}

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
