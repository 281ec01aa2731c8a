import {
  CONTRIBUTION_TYPES,
  type ContributionType,
  type StatutoryContributionFormInput,
  type StatutoryContributionValues,
} from '@hr/domain';
import { ControlledField, Select, TextField } from '@hr/ui';
import { useMemo } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import styles from './payrollSetup.module.css';
import type { ContributionSideName } from './statutoryContribution.ts';
import type { StatutoryTax } from './statutoryTax.ts';

type ContributionControl = Control<StatutoryContributionFormInput, unknown, StatutoryContributionValues>;

export interface ContributionSideFieldsProps {
  control: ContributionControl;
  side: ContributionSideName;
  /** The section's heading: "Employer" or "Employee". */
  title: string;
  /** The statutory tables of type Other a Statutory Table side may use. */
  tables: readonly StatutoryTax[];
  currency: string;
  digits: number;
}

const TYPE_OPTIONS = CONTRIBUTION_TYPES.map((type) => ({ id: type, name: type }));

const TYPE_HINTS: Record<ContributionType, string> = {
  'Not Applicable': 'This side pays nothing.',
  'Fixed Amount': 'The same amount every pay period.',
  'Gross Income': 'A % of the statutory base: basic pay and the items whose Other Statutory is on.',
  'Statutory Table': 'Worked out by a statutory table of type Other, such as a tiered pension.',
};

/**
 * One side of a statutory contribution (§2.9): its Type, then only what that type uses: the fixed
 * Amount, or the % of gross income, or the statutory table; and the Capped Amount, the most
 * earnings a % or a table is taken of.
 */
export function ContributionSideFields({
  control,
  side,
  title,
  tables,
  currency,
  digits,
}: ContributionSideFieldsProps) {
  const type = useWatch({ control, name: `${side}.type` });
  const tableOptions = useMemo(
    () => tables.map((table) => ({ id: table.id, name: `${table.code} (${table.description})` })),
    [tables],
  );
  const amountMode = digits === 0 ? 'numeric' : 'decimal';
  return (
    <fieldset className={styles.side}>
      <legend className={styles.sectionTitle}>{title}</legend>
      <ControlledField
        control={control}
        name={`${side}.type`}
        render={({ value, onChange, ...field }) => (
          <Select
            {...field}
            label="Type"
            items={TYPE_OPTIONS}
            value={value}
            description={TYPE_HINTS[value]}
            onChange={(key) => {
              const chosen = CONTRIBUTION_TYPES.find((candidate) => candidate === key);
              if (chosen) onChange(chosen);
            }}
          />
        )}
      />
      {type === 'Fixed Amount' || type === 'Gross Income' ? (
        <ControlledField
          control={control}
          name={`${side}.amount`}
          render={(field) => (
            <TextField
              {...field}
              label={type === 'Gross Income' ? '%' : 'Amount'}
              description={type === 'Gross Income' ? 'From 0 to 100.' : `In ${currency}, each pay period.`}
              inputMode={type === 'Gross Income' ? 'decimal' : amountMode}
              autoComplete="off"
              isRequired
            />
          )}
        />
      ) : null}
      {type === 'Statutory Table' ? (
        <ControlledField
          control={control}
          name={`${side}.tableId`}
          render={({ value, onChange, ...field }) => (
            <Select
              {...field}
              label="Statutory Table"
              placeholder="Choose a table"
              items={tableOptions}
              value={value}
              onChange={(key) => onChange(key === null ? null : String(key))}
              isDisabled={tableOptions.length === 0}
              description={tableOptions.length === 0 ? 'No table of type Other set up yet.' : undefined}
              isRequired
            />
          )}
        />
      ) : null}
      {type === 'Gross Income' || type === 'Statutory Table' ? (
        <ControlledField
          control={control}
          name={`${side}.cappedAmount`}
          render={(field) => (
            <TextField
              {...field}
              label="Capped Amount"
              description="The most earnings it is taken of. Blank for no cap."
              inputMode={amountMode}
              autoComplete="off"
            />
          )}
        />
      ) : null}
    </fieldset>
  );
}
