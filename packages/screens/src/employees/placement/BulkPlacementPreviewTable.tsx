import { PLACEMENT_FIELD_LABELS, PLACEMENT_FIELDS } from '@hr/domain';
import styles from './Placement.module.css';
import { type BulkPlacementPreview, changeText } from './placementMoves.ts';

/** Step two of a bulk placement: each person's placement before → after, and in red why they cannot move. */
export function BulkPlacementPreviewTable({ preview }: { preview: BulkPlacementPreview }) {
  return (
    <div className={styles.previewScroller}>
      <table className={styles.preview}>
        <caption className={styles.caption}>Each person before → after</caption>
        <thead>
          <tr>
            <th scope="col">Employee</th>
            {PLACEMENT_FIELDS.map((field) => (
              <th key={field} scope="col">
                {PLACEMENT_FIELD_LABELS[field]}
              </th>
            ))}
            <th scope="col">Problems</th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => (
            <tr key={row.employeeId} data-problem={row.problems.length > 0 || undefined}>
              <th scope="row">{row.employeeName}</th>
              {PLACEMENT_FIELDS.map((field) => (
                <td key={field}>{changeText(row.before, row.after, field)}</td>
              ))}
              <td className={styles.problems}>{row.problems.join(' ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
