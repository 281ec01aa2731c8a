import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  currencyMinorDigits,
  DEFAULT_ROUNDING_RULE,
  describeItemTotal,
  PAY_ITEM_DEFAULTS,
  PAYROLL_LIMITS,
  type PayItemFormInput,
  type PayItemKind,
  type PayItemValues,
  payItemSchema,
  type RoundingRule,
} from '@hr/domain';
import { ControlledField, FieldGroup, Switch, TextField } from '@hr/ui';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ReferenceItemActions } from '../employer/ReferenceItemActions.tsx';
import type { EditableListDialogProps } from '../layout/EditableListScreen.tsx';
import { ItemFormDialog } from '../layout/ItemFormDialog.tsx';
import styles from './PayItemDialog.module.css';
import { PayrollCodeFields } from './PayrollCodeFields.tsx';
import {
  PAY_ITEM_SWITCH_HINTS,
  PAY_ITEM_WORDS,
  type PayItem,
  type PayItemField,
  type PayItemsScreenProps,
  toPayItemInput,
} from './payItem.ts';

export interface PayItemDialogProps
  extends EditableListDialogProps<PayItem>,
    Pick<PayItemsScreenProps, 'onSave' | 'onDelete' | 'onSetActive'> {
  kind: PayItemKind;
  /** The payroll currency: amounts take its digits (none for JPY). */
  currency: string;
  rounding?: RoundingRule;
  /** Every item of the kind, so a code already on screen is refused before sending. */
  items: readonly PayItem[];
}

const FIELDS: readonly PayItemField[] = ['code', 'description', 'amount', 'quantity', 'unit'];

function amountHint(currency: string, digits: number): string {
  return digits === 0
    ? `Per unit, in whole ${currency}.`
    : `Per unit, in ${currency} with up to ${digits} decimals.`;
}

/**
 * Adds or edits an earning, deduction or bonus (§2.9): Code, Description, Active, the amount per
 * unit, the quantity and its unit, with what they come to shown as they are typed, and the
 * Statutory Contribution switches (Tax, Other Statutory), both on for a new item.
 */
export function PayItemDialog({
  kind,
  currency,
  rounding = DEFAULT_ROUNDING_RULE,
  item,
  items,
  onSave,
  onDelete,
  onSetActive,
  ...dialog
}: PayItemDialogProps) {
  const digits = currencyMinorDigits(currency);
  const schema = useMemo(() => payItemSchema(digits), [digits]);
  const form = useForm<PayItemFormInput, unknown, PayItemValues>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: item ? toPayItemInput(item) : PAY_ITEM_DEFAULTS,
  });
  const { control } = form;
  const [amount, quantity, unit] = useWatch({ control, name: ['amount', 'quantity', 'unit'] });
  const total = describeItemTotal({ amount, quantity, unit }, { digits, rounding });
  const words = PAY_ITEM_WORDS[kind];
  const hints = PAY_ITEM_SWITCH_HINTS[kind];

  return (
    <ItemFormDialog
      {...dialog}
      form={form}
      item={item}
      items={items}
      one={words.one}
      title={`${item ? 'Edit' : 'Add'} ${kind}`}
      primaryActionLabel="Save"
      fields={FIELDS}
      nameOf={(values) => values.description}
      onSave={onSave}
      renderActions={(actions) =>
        item ? (
          <ReferenceItemActions
            {...actions}
            item={item}
            label={{ code: item.code, name: item.description, active: item.isActive }}
            one={words.one}
            onDelete={onDelete}
            onSetActive={onSetActive}
            onDone={dialog.onDone}
          />
        ) : null
      }
    >
      <PayrollCodeFields control={control} one={words.one} />
      <FieldGroup columns={3}>
        <ControlledField
          control={control}
          name="amount"
          render={(field) => (
            <TextField
              {...field}
              label="Amount"
              description={amountHint(currency, digits)}
              inputMode={digits === 0 ? 'numeric' : 'decimal'}
              autoComplete="off"
              isRequired
            />
          )}
        />
        <ControlledField
          control={control}
          name="quantity"
          render={(field) => (
            <TextField {...field} label="Quantity" inputMode="decimal" autoComplete="off" isRequired />
          )}
        />
        <ControlledField
          control={control}
          name="unit"
          render={(field) => (
            <TextField
              {...field}
              label="Unit"
              description="Month, Day, Hour, Trip…"
              maxLength={PAYROLL_LIMITS.unitMaxLength}
              autoComplete="off"
              isRequired
            />
          )}
        />
      </FieldGroup>
      <p className={styles.total} aria-live="polite">
        {total ? `Comes to ${total} a pay period.` : null}
      </p>
      <fieldset className={styles.statutory}>
        <legend className={styles.statutoryTitle}>Statutory Contribution</legend>
        <ControlledField
          control={control}
          name="tax"
          render={({ value, ...field }) => (
            <Switch {...field} isSelected={value} description={hints.tax}>
              Tax
            </Switch>
          )}
        />
        <ControlledField
          control={control}
          name="otherStatutory"
          render={({ value, ...field }) => (
            <Switch {...field} isSelected={value} description={hints.otherStatutory}>
              Other Statutory
            </Switch>
          )}
        />
      </fieldset>
    </ItemFormDialog>
  );
}
