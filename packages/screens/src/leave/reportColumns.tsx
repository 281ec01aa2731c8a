import { VisuallyHidden } from 'react-aria-components';
import { hundredthsOf } from './leaveAmountText.ts';

/** What the reports' tables share: amounts shown and sorted as exact decimals, and a none marker. */

/** Sorts decimal text by value ('19' after '2.5'), exactly. */
interface SortedRow {
  getValue: (columnId: string) => unknown;
}

export function amountSort(a: SortedRow, b: SortedRow, columnId: string): number {
  const left = hundredthsOf(String(a.getValue(columnId))) ?? 0n;
  const right = hundredthsOf(String(b.getValue(columnId))) ?? 0n;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** A dash for the eye, words for a screen reader. */
export function NoneCell({ words }: { words: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{words}</VisuallyHidden>
    </>
  );
}
