import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  EXPENSE_NUMBER_FORMATS,
  EXPENSE_VEHICLE_TYPE_MAX,
  MILEAGE_RATE_DEFAULTS,
  type MileageRateFormInput,
  type MileageRateFormValues,
  mileageRateFormSchema,
} from '@hr/domain';
import { ControlledField, Switch, TextField } from '@hr/ui';
import { useForm } from 'react-hook-form';
import { ReferenceItemActions } from '../employer/ReferenceItemActions.tsx';
import type { EditableListDialogProps } from '../layout/EditableListScreen.tsx';
import { ItemFormDialog } from '../layout/ItemFormDialog.tsx';
import type { MileageRate, MileageRateField, MileageRatesScreenProps } from './expenseSetup.ts';

export interface MileageRateDialogProps
  extends EditableListDialogProps<MileageRate>,
    Pick<MileageRatesScreenProps, 'currency' | 'onSave' | 'onDelete' | 'onSetActive'> {
  /** Every rate, so a vehicle type that already has one is refused before sending. */
  items: readonly MileageRate[];
}

const FIELDS: readonly MileageRateField[] = ['vehicleType', 'ratePerKm'];

/** Adds or edits the rate per km of a vehicle type (issue 32 item 1); one rate per vehicle type. */
export function MileageRateDialog({
  currency,
  item,
  items,
  onSave,
  onDelete,
  onSetActive,
  ...dialog
}: MileageRateDialogProps) {
  const form = useForm<MileageRateFormInput, unknown, MileageRateFormValues>({
    resolver: valibotResolver(mileageRateFormSchema),
    mode: 'onTouched',
    defaultValues: item
      ? { vehicleType: item.vehicleType, ratePerKm: item.ratePerKm, active: item.active }
      : MILEAGE_RATE_DEFAULTS,
  });
  const { control } = form;

  return (
    <ItemFormDialog
      {...dialog}
      form={form}
      item={item}
      items={items}
      clashOf={({ vehicleType }) => {
        const clash = items.find(
          (other) =>
            other.id !== item?.id &&
            other.vehicleType.toLocaleLowerCase() === vehicleType.toLocaleLowerCase(),
        );
        return clash
          ? {
              field: 'vehicleType',
              message: `${clash.vehicleType} already has a rate: edit that one instead.`,
            }
          : null;
      }}
      one="mileage rate"
      size="small"
      title={item ? 'Edit mileage rate' : 'Add Mileage Rate'}
      primaryActionLabel="Save"
      fields={FIELDS}
      nameOf={(values) => values.vehicleType}
      onSave={onSave}
      renderActions={(actions) =>
        item ? (
          <ReferenceItemActions
            {...actions}
            item={item}
            label={{
              code: `${item.ratePerKm} ${currency} per km`,
              name: item.vehicleType,
              active: item.active,
            }}
            one="mileage rate"
            onDelete={onDelete}
            onSetActive={onSetActive}
            onDone={dialog.onDone}
          />
        ) : null
      }
    >
      <ControlledField
        control={control}
        name="vehicleType"
        render={(field) => (
          <TextField
            {...field}
            label="Vehicle type"
            description="Car, Motorbike, Van…"
            maxLength={EXPENSE_VEHICLE_TYPE_MAX}
            autoComplete="off"
            isRequired
          />
        )}
      />
      <ControlledField
        control={control}
        name="ratePerKm"
        render={(field) => (
          <TextField
            {...field}
            label="Rate per km"
            description={`In ${currency}, up to ${EXPENSE_NUMBER_FORMATS.ratePerKm.decimals} decimals.`}
            inputMode="decimal"
            autoComplete="off"
            isRequired
          />
        )}
      />
      <ControlledField
        control={control}
        name="active"
        render={({ value, ...field }) => (
          <Switch {...field} isSelected={value}>
            Active
          </Switch>
        )}
      />
    </ItemFormDialog>
  );
}
