import type { FormSubmitResult } from '../../forms/index.ts';

/** An Education or Experience entry as the lists show it: who verified it and when (null: not yet). */
export interface RecordEntry {
  id: string;
  startDate: string | null;
  endDate: string | null;
  verifiedByName: string | null;
  verifiedAt: string | null;
}

export interface RecordPerson {
  id: string;
  name: string;
}

/** What the entry's dialog is told when the screen opens it. */
export interface RecordEntryDialogProps<TEntry> {
  /** The entry to change; undefined when adding. */
  entry?: TEntry;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Closes the dialog and announces what it did. */
  onDone: (announcement: string) => void;
}

export interface RecordEntriesScreenProps<TEntry extends RecordEntry> {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  entries: readonly TEntry[];
  /**
   * The people whose entries HR may open; null is the employee's own layout, with no person picker
   * (the server shows an employee only their own entries).
   */
  people: readonly RecordPerson[] | null;
  /** The person shown; null until HR chooses one. */
  employeeId: string | null;
  onEmployeeChange?: (employeeId: string | null) => void;
  /**
   * Whether the viewer verifies entries (HR over someone else's); false on one's own entries, where a
   * verified entry is locked.
   */
  canVerify: boolean;
  /** Marks the entry verified; a refusal is announced on the page. */
  onVerify: (entry: TEntry) => Promise<FormSubmitResult>;
}

/** Prints a day as the employer does (useFormatDay), passed in so these stay plain functions. */
type PrintDay = (isoDay: string) => string;

/** "Verified by Kofi Boateng on 2026-03-02" (the day of verifiedAt), or null while the entry is not verified. */
export function verifiedLabel(entry: RecordEntry, day: PrintDay): string | null {
  if (entry.verifiedAt === null) return null;
  return `Verified by ${entry.verifiedByName ?? 'HR'} on ${day(entry.verifiedAt.slice(0, 10))}`;
}

/** Why an employee cannot change their own verified entry. */
export function lockedMessage(entry: RecordEntry, day: PrintDay): string {
  return `${verifiedLabel(entry, day)}, so it is locked: ask HR to correct it.`;
}

/** "2014-09-01 – 2018-06-30", with unknown ends left blank. */
export function periodOf(entry: RecordEntry, day: PrintDay): string {
  if (entry.startDate === null && entry.endDate === null) return '—';
  return `${entry.startDate === null ? '?' : day(entry.startDate)} – ${entry.endDate === null ? 'present' : day(entry.endDate)}`;
}
