import { LEAVE_SETUP_LIMITS } from '@hr/domain';
import { ControlledField, FieldGroup, Switch, TextField } from '@hr/ui';
import type { Control, FieldValues } from 'react-hook-form';

interface CodeNameDefault {
  code: string;
  name: string;
  isDefault: boolean;
}

export interface CodeNameDefaultFieldsProps<TInput extends CodeNameDefault & FieldValues, TValues> {
  control: Control<TInput, unknown, TValues>;
  /** What the default one is for ("Applies to employees whose Employment terms name no work week."). */
  defaultDescription: string;
}

/** Code and Name, side by side, as every leave set-up dialog starts. */
export function CodeNameFields<TInput extends Omit<CodeNameDefault, 'isDefault'> & FieldValues, TValues>({
  control,
}: {
  control: Control<TInput, unknown, TValues>;
}) {
  // TypeScript cannot resolve the field paths of a generic form, so the fields see its common part.
  const common = control as unknown as Control<Omit<CodeNameDefault, 'isDefault'>>;
  return (
    <FieldGroup columns={2}>
      <ControlledField
        control={common}
        name="code"
        render={(field) => (
          <TextField
            {...field}
            label="Code"
            maxLength={LEAVE_SETUP_LIMITS.codeMaxLength}
            autoComplete="off"
            isRequired
          />
        )}
      />
      <ControlledField
        control={common}
        name="name"
        render={(field) => (
          <TextField
            {...field}
            label="Name"
            maxLength={LEAVE_SETUP_LIMITS.nameMaxLength}
            autoComplete="off"
            isRequired
          />
        )}
      />
    </FieldGroup>
  );
}

/** The fields a work week and a holiday calendar both start with: Code, Name and Default. */
export function CodeNameDefaultFields<TInput extends CodeNameDefault & FieldValues, TValues>({
  control,
  defaultDescription,
}: CodeNameDefaultFieldsProps<TInput, TValues>) {
  const common = control as unknown as Control<CodeNameDefault>;
  return (
    <>
      <CodeNameFields control={common} />
      <ControlledField
        control={common}
        name="isDefault"
        render={({ value, ...field }) => (
          <Switch {...field} isSelected={value} description={defaultDescription}>
            Default
          </Switch>
        )}
      />
    </>
  );
}
