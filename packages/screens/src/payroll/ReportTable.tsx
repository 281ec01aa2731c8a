import type { ReactNode } from 'react';
import styles from './PayrollReports.module.css';

/**
 * A report's table (rows of figures with a Total row), named by `name`; a wide one scrolls sideways
 * inside its box, not the page. Cells right-align amounts with PayrollReports.module.css's `money`.
 */
export function ReportTable({ name, children }: { name: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways; keyboard users focus it to scroll.
    // biome-ignore lint/a11y/useSemanticElements: a region names the scrolling box; a section would add an outline entry.
    <div className={styles.scroll} role="region" aria-label={name} tabIndex={0}>
      <table className={styles.table} aria-label={name}>
        {children}
      </table>
    </div>
  );
}
