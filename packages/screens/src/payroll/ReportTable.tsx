import type { ReactNode } from 'react';
import styles from './PayrollReports.module.css';

/**
 * A report's table, named by `name`: its head and body rows (`children`), then the Total row with the
 * `totals` cells. A wide one scrolls sideways inside its box, not the page. Cells right-align amounts
 * with PayrollReports.module.css's `money`.
 */
export function ReportTable({
  name,
  totals,
  children,
}: {
  name: string;
  totals: ReactNode;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways; keyboard users focus it to scroll.
    // biome-ignore lint/a11y/useSemanticElements: a region names the scrolling box; a section would add an outline entry.
    <div className={styles.scroll} role="region" aria-label={name} tabIndex={0}>
      <table className={styles.table} aria-label={name}>
        {children}
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {totals}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
