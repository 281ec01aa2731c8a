import {
  cumulativeTaxColumn,
  formatMoneyText,
  type StatutoryTaxInput,
  type StatutoryTaxValues,
} from '@hr/domain';
import { Button, Icon, IconButton, TextField } from '@hr/ui';
import { useId } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { type Control, type UseFieldArrayReturn, useWatch } from 'react-hook-form';
import { RowField } from '../forms/index.ts';
import rowsTable from '../layout/FormRowsTable.module.css';
import styles from './payrollSetup.module.css';

type TaxControl = Control<StatutoryTaxInput, unknown, StatutoryTaxValues>;

export interface TaxBracketRowsProps {
  control: TaxControl;
  rows: UseFieldArrayReturn<StatutoryTaxInput, 'brackets'>;
  /** The payroll currency's digits: the Cumulative Tax column is kept at its minor unit. */
  digits: number;
}

/**
 * A table's brackets (§2.9 "Tax Brackets"): per row the income the band starts above and its %,
 * and the Cumulative Tax due at that bound, worked out by the engine as the rows are typed (blank
 * from a row that cannot be read yet). Column headers name the cells for the eye; each input is
 * named by its column and row for a screen reader ("Income More Than, row 2").
 */
export function TaxBracketRows({ control, rows, digits }: TaxBracketRowsProps) {
  const captionId = useId();
  const brackets = useWatch({ control, name: 'brackets' });
  const cumulative = cumulativeTaxColumn(brackets, digits);
  return (
    <div className={rowsTable.rows}>
      <div className={rowsTable.scroller}>
        <table className={`${rowsTable.table} ${styles.bracketTable}`} aria-labelledby={captionId}>
          <caption id={captionId}>Tax Brackets</caption>
          <thead>
            <tr>
              <th scope="col">Income More Than</th>
              <th scope="col">%</th>
              <th scope="col">Cumulative Tax</th>
              <th scope="col">
                <VisuallyHidden>Delete</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.fields.map((row, index) => {
              const which = `row ${index + 1}`;
              const tax = cumulative[index];
              return (
                <tr key={row.id}>
                  <td>
                    <RowField
                      control={control}
                      name={`brackets.${index}.incomeMoreThan`}
                      render={(field) => (
                        <TextField
                          {...field}
                          aria-label={`Income More Than, ${which}`}
                          inputMode={digits === 0 ? 'numeric' : 'decimal'}
                          autoComplete="off"
                        />
                      )}
                    />
                  </td>
                  <td>
                    <RowField
                      control={control}
                      name={`brackets.${index}.percentage`}
                      render={(field) => (
                        <TextField
                          {...field}
                          aria-label={`%, ${which}`}
                          inputMode="decimal"
                          autoComplete="off"
                        />
                      )}
                    />
                  </td>
                  <td className={styles.amountCell}>
                    {tax == null ? (
                      <VisuallyHidden>Not known until the rows above rise</VisuallyHidden>
                    ) : (
                      formatMoneyText(tax, digits)
                    )}
                  </td>
                  <td>
                    <IconButton
                      icon="trash"
                      aria-label={`Delete row ${index + 1}`}
                      onPress={() => rows.remove(index)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div>
        <Button
          variant="secondary"
          size="small"
          onPress={() => rows.append({ incomeMoreThan: '', percentage: '' })}
        >
          <Icon name="add" /> Add Bracket
        </Button>
      </div>
    </div>
  );
}
