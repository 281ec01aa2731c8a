import {
  type MoneyRules,
  previewContribution,
  type StatutoryContributionFormInput,
  type StatutoryContributionValues,
} from '@hr/domain';
import { TextField } from '@hr/ui';
import { useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import styles from './payrollSetup.module.css';
import type { ContributionSideName } from './statutoryContribution.ts';
import type { StatutoryTax } from './statutoryTax.ts';

export interface ContributionPreviewProps {
  control: Control<StatutoryContributionFormInput, unknown, StatutoryContributionValues>;
  tables: readonly StatutoryTax[];
  currency: string;
  money: MoneyRules;
}

const SIDES: readonly { side: ContributionSideName; label: string }[] = [
  { side: 'employer', label: 'Employer' },
  { side: 'employee', label: 'Employee' },
];

/**
 * What each side would take from a month's earnings, worked out by the pay engine as the form is
 * typed, with the engine's own explanation (the cap included), so the set-up is checked before any
 * payslip uses it. The earnings are the preview's own: nothing typed here is saved.
 */
export function ContributionPreview({ control, tables, currency, money }: ContributionPreviewProps) {
  const [earnings, setEarnings] = useState('');
  const [employer, employee] = useWatch({ control, name: ['employer', 'employee'] });
  const sides = { employer, employee };
  const lineOf = (side: ContributionSideName, label: string) => {
    const values = sides[side];
    if (values.type === 'Not Applicable') return 'Not applicable.';
    if (earnings.trim() === '') return 'Enter earnings above to see what it takes.';
    const table = tables.find((candidate) => candidate.id === values.tableId) ?? null;
    const preview = previewContribution({ ...values, table }, label, earnings, money);
    return preview
      ? preview.explanation
      : `Complete the ${label} section and the earnings to see what it takes.`;
  };
  return (
    <div className={styles.preview}>
      <TextField
        label="Preview on earnings of"
        description={`A month's statutory base in ${currency}. Not saved.`}
        value={earnings}
        onChange={setEarnings}
        inputMode={money.digits === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
      />
      <dl className={styles.previewLines} aria-live="polite">
        {SIDES.map(({ side, label }) => (
          <div key={side} className={styles.previewLine}>
            <dt>{label}</dt>
            <dd>{lineOf(side, label)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
