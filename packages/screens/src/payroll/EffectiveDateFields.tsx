import { ControlledField, FieldGroup } from '@hr/ui';
import type { Control } from 'react-hook-form';
import { DateField } from '../employees/employeeFormFields.tsx';

/** The part every effective-dated form of the employee's pay has (items and reliefs alike). */
export interface EffectiveDatesInput {
  effectiveDate: string;
  endDate: string;
}

/**
 * Effective Date and an optional End date, side by side. A dialog's form passes its control viewed
 * as just these two fields (`control as unknown as Control<EffectiveDatesInput>`), as
 * ReferenceItemDialog does for its common fields.
 */
export function EffectiveDateFields({ control }: { control: Control<EffectiveDatesInput> }) {
  return (
    <FieldGroup columns={2}>
      <ControlledField
        control={control}
        name="effectiveDate"
        render={(field) => <DateField {...field} label="Effective Date" isRequired />}
      />
      <ControlledField
        control={control}
        name="endDate"
        render={(field) => (
          <DateField {...field} label="End date" description="Leave blank while it applies." />
        )}
      />
    </FieldGroup>
  );
}
