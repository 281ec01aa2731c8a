import { VisuallyHidden } from 'react-aria-components';
import styles from './ReferenceDataScreen.module.css';
import type { ReferenceItem } from './referenceData.ts';

/**
 * The cell of a reference row's text columns: an inactive row's text is muted, so it stands out
 * from the rows still offered (the Active column says so in words), and an empty value shows a dash.
 */
export function referenceCell({
  getValue,
  row,
}: {
  getValue: () => unknown;
  row: { original: ReferenceItem };
}) {
  return <ListCellText value={getValue()} isActive={row.original.active} />;
}

/** The text of a list cell, muted on an inactive row, and a dash for nothing (see referenceCell). */
export function ListCellText({ value, isActive }: { value: unknown; isActive: boolean }) {
  const text = value === null || value === undefined ? '' : String(value);
  return (
    <span className={styles.cellText} data-inactive={isActive ? undefined : true}>
      {text === '' ? (
        // A dash for the eye; words for a screen reader, which would read the dash as punctuation or not at all.
        <>
          <span aria-hidden="true">—</span>
          <VisuallyHidden>None</VisuallyHidden>
        </>
      ) : (
        text
      )}
    </span>
  );
}

/** The cell of a row that says itself whether it is active (a leave type, a pay item): see referenceCell. */
export function activeFlagCell({
  getValue,
  row,
}: {
  getValue: () => unknown;
  row: { original: { isActive: boolean } };
}) {
  return <ListCellText value={getValue()} isActive={row.original.isActive} />;
}
