import {
  DAY_PART_LABELS,
  DAY_PARTS,
  type HolidayCalendarInput,
  type HolidayCalendarValues,
} from '@hr/domain';
import { Button, Checkbox, Icon, IconButton, Select, TextField } from '@hr/ui';
import { useId } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import type { Control, UseFieldArrayReturn } from 'react-hook-form';
import { DateField } from '../employees/employeeFormFields.tsx';
import { RowField } from '../forms/index.ts';
import rowsTable from '../layout/FormRowsTable.module.css';
import styles from './leaveForms.module.css';

type HolidayControl = Control<HolidayCalendarInput, unknown, HolidayCalendarValues>;

export interface HolidayRowsProps {
  control: HolidayControl;
  rows: UseFieldArrayReturn<HolidayCalendarInput, 'holidays'>;
}

const DAY_PART_OPTIONS = DAY_PARTS.map((part) => ({ id: part, name: DAY_PART_LABELS[part] }));

/** A new row: a whole day that comes back every year, as most holidays do. */
export const NEW_HOLIDAY = { name: '', date: '', part: 'whole', repeatsYearly: true } as const;

/**
 * A calendar's holidays as a table: name, date, whole or half day, repeats yearly, and a button
 * that removes the row. Column headers name the cells for the eye; each control is named by its
 * column and row for a screen reader ("Holiday 2 date").
 */
export function HolidayRows({ control, rows }: HolidayRowsProps) {
  const captionId = useId();
  return (
    <div className={rowsTable.rows}>
      <div className={rowsTable.scroller}>
        <table className={`${rowsTable.table} ${styles.holidayTable}`} aria-labelledby={captionId}>
          <caption id={captionId}>Holidays</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Date</th>
              <th scope="col">Day</th>
              <th scope="col">Repeats yearly</th>
              <th scope="col">
                <VisuallyHidden>Remove</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.fields.length === 0 ? (
              <tr>
                <td colSpan={5} className={rowsTable.empty}>
                  No holidays yet: add them one by one or fill in a country’s public holidays.
                </td>
              </tr>
            ) : null}
            {rows.fields.map((row, index) => {
              const which = `Holiday ${index + 1}`;
              return (
                <tr key={row.id}>
                  <td>
                    <RowField
                      control={control}
                      name={`holidays.${index}.name`}
                      render={(field) => (
                        <TextField {...field} aria-label={`${which} name`} autoComplete="off" />
                      )}
                    />
                  </td>
                  <td>
                    <RowField
                      control={control}
                      name={`holidays.${index}.date`}
                      render={(field) => <DateField {...field} aria-label={`${which} date`} />}
                    />
                  </td>
                  <td>
                    <RowField
                      control={control}
                      name={`holidays.${index}.part`}
                      render={({ onChange, ...field }) => (
                        <Select
                          {...field}
                          aria-label={`${which} day`}
                          items={DAY_PART_OPTIONS}
                          onChange={(key) => {
                            const part = DAY_PARTS.find((candidate) => candidate === key);
                            if (part) onChange(part);
                          }}
                        />
                      )}
                    />
                  </td>
                  <td>
                    <RowField
                      control={control}
                      name={`holidays.${index}.repeatsYearly`}
                      render={({ value, ...field }) => (
                        <Checkbox {...field} isSelected={value} aria-label={`${which} repeats yearly`} />
                      )}
                    />
                  </td>
                  <td>
                    <IconButton
                      icon="trash"
                      aria-label={`Remove holiday ${index + 1}`}
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
        <Button variant="secondary" size="small" onPress={() => rows.append({ ...NEW_HOLIDAY })}>
          <Icon name="add" /> Add holiday
        </Button>
      </div>
    </div>
  );
}
