import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  HOLIDAY_CALENDAR_DEFAULTS,
  type HolidayCalendarInput,
  HolidayCalendarSchema,
  type HolidayCalendarValues,
  type HolidayValues,
} from '@hr/domain';
import { useFieldArray, useForm } from 'react-hook-form';
import { ReferenceItemActions } from '../employer/ReferenceItemActions.tsx';
import type { EditableListDialogProps } from '../layout/EditableListScreen.tsx';
import { ItemFormDialog } from '../layout/ItemFormDialog.tsx';
import { CodeNameDefaultFields } from './CodeNameDefaultFields.tsx';
import { HolidayRows } from './HolidayRows.tsx';
import type { HolidayCalendar, HolidayCalendarsScreenProps } from './holidayCalendar.ts';
import { PublicHolidaysFill } from './PublicHolidaysFill.tsx';

export interface HolidayCalendarDialogProps
  extends EditableListDialogProps<HolidayCalendar>,
    Omit<HolidayCalendarsScreenProps, 'status' | 'errorMessage' | 'onRetry'> {}

const FIELDS = ['code', 'name'] as const;

function toInput({ id: _id, ...values }: HolidayCalendar): HolidayCalendarInput {
  return values;
}

/** The same holiday: the same date and name, whatever the case (as the schema compares them). */
const sameHoliday = (a: Pick<HolidayValues, 'date' | 'name'>, b: Pick<HolidayValues, 'date' | 'name'>) =>
  a.date === b.date && a.name.toLocaleLowerCase('en') === b.name.toLocaleLowerCase('en');

/**
 * Adds or edits a holiday calendar (Holiday, §2.2): Code, Name, Default, and its holidays in a
 * table with rows added and removed by hand or filled from a country's public holidays, which the
 * user checks and edits before saving.
 */
export function HolidayCalendarDialog({
  item,
  items,
  onSave,
  onDelete,
  onSuggestPublicHolidays,
  currentYear,
  defaultCountry,
  ...dialog
}: HolidayCalendarDialogProps) {
  const form = useForm<HolidayCalendarInput, unknown, HolidayCalendarValues>({
    resolver: valibotResolver(HolidayCalendarSchema),
    mode: 'onTouched',
    defaultValues: item ? toInput(item) : HOLIDAY_CALENDAR_DEFAULTS,
  });
  const { control } = form;
  const rows = useFieldArray({ control, name: 'holidays' });
  const holidaysMessage =
    form.formState.errors.holidays?.root?.message ?? form.formState.errors.holidays?.message;

  const fillHolidays = (suggested: readonly HolidayValues[]) => {
    const current = form.getValues('holidays');
    const fresh = suggested.filter((holiday) => !current.some((row) => sameHoliday(row, holiday)));
    if (fresh.length > 0) rows.append(fresh.map((holiday) => ({ ...holiday })));
    return fresh.length;
  };

  return (
    <ItemFormDialog
      {...dialog}
      form={form}
      item={item}
      items={items}
      one="holiday calendar"
      size="large"
      title={item ? 'Edit holiday calendar' : 'Add Holiday Calendar'}
      primaryActionLabel="Save"
      fields={FIELDS}
      nameOf={(values) => values.name}
      onSave={onSave}
      renderActions={(actions) =>
        item ? (
          <ReferenceItemActions
            {...actions}
            item={item}
            label={item}
            one="holiday calendar"
            onDelete={onDelete}
            onDone={dialog.onDone}
          />
        ) : null
      }
    >
      <CodeNameDefaultFields
        control={control}
        defaultDescription="Applies to employees whose Employment terms name no holiday calendar."
      />
      {onSuggestPublicHolidays ? (
        <PublicHolidaysFill
          onSuggest={onSuggestPublicHolidays}
          currentYear={currentYear}
          defaultCountry={defaultCountry}
          onFill={fillHolidays}
        />
      ) : null}
      <HolidayRows control={control} rows={rows} />
      {holidaysMessage ? <p role="alert">{holidaysMessage}</p> : null}
    </ItemFormDialog>
  );
}
