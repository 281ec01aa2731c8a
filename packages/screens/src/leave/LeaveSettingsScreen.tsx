import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  LEAVE_ROUNDING_LABELS,
  LEAVE_ROUNDINGS,
  LEAVE_SETTINGS_DEFAULTS,
  LEAVE_SETTINGS_LABELS,
  LeaveSettingsSchema,
  type LeaveSettingsValues,
} from '@hr/domain';
import { ControlledField, Select, Switch } from '@hr/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ChoiceRadios } from '../employees/employeeFormFields.tsx';
import { monthOptions } from '../employer/employerOptions.ts';
import { type FormSubmitResult, SaveForm } from '../forms/index.ts';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { PageLoading } from '../layout/PageLoading.tsx';
import styles from './leaveForms.module.css';

export interface LeaveSettingsScreenProps {
  /** 'loading' until the saved settings have come. */
  status: 'loading' | 'error' | 'ready';
  /** Why the settings could not be loaded. */
  errorMessage?: string;
  /** Loads them again; without it the error offers no retry. */
  onRetry?: () => void;
  /** What was saved last; undefined for an employer that has saved none (the defaults show). */
  settings?: LeaveSettingsValues;
  /** Saves the whole form; feedback naming a field shows on it, any other above the form. */
  onSave: (values: LeaveSettingsValues) => Promise<FormSubmitResult<keyof LeaveSettingsValues>>;
  /** The language the months are named in. */
  locale?: string;
}

const FIELDS = [
  'leaveYearStartMonth',
  'accrualRounding',
  'employeesSeePlanner',
  'emailNotifications',
] as const satisfies readonly (keyof LeaveSettingsValues)[];

/** Leave Management › Settings: when the leave year starts, how accruals round, and who is told what. */
export function LeaveSettingsScreen({
  status,
  errorMessage,
  onRetry,
  settings,
  onSave,
  locale = 'en',
}: LeaveSettingsScreenProps) {
  return (
    <div className={styles.settingsPage}>
      <h1 className={pageHeader.title}>Leave settings</h1>
      {status === 'loading' ? (
        <PageLoading label="Loading leave settings" />
      ) : status === 'error' ? (
        <LoadError title="The leave settings could not be loaded." message={errorMessage} onRetry={onRetry} />
      ) : (
        <LeaveSettingsForm settings={settings ?? LEAVE_SETTINGS_DEFAULTS} onSave={onSave} locale={locale} />
      )}
    </div>
  );
}

function LeaveSettingsForm({
  settings,
  onSave,
  locale,
}: Required<Pick<LeaveSettingsScreenProps, 'settings' | 'onSave' | 'locale'>>) {
  const months = useMemo(() => monthOptions(locale), [locale]);
  const form = useForm<LeaveSettingsValues>({
    resolver: valibotResolver(LeaveSettingsSchema),
    mode: 'onTouched',
    defaultValues: settings,
  });
  const { control } = form;

  return (
    <SaveForm form={form} onSave={onSave} fields={FIELDS} savedMessage="Leave settings saved.">
      <ControlledField
        control={control}
        name="leaveYearStartMonth"
        render={({ onChange, ...field }) => (
          <Select
            {...field}
            label={LEAVE_SETTINGS_LABELS.leaveYearStartMonth}
            items={months}
            onChange={(month) => onChange(Number(month))}
            isRequired
          />
        )}
      />
      <ControlledField
        control={control}
        name="accrualRounding"
        render={(field) => (
          <ChoiceRadios
            {...field}
            label={LEAVE_SETTINGS_LABELS.accrualRounding}
            choices={LEAVE_ROUNDINGS}
            choiceLabels={LEAVE_ROUNDING_LABELS}
          />
        )}
      />
      {(['employeesSeePlanner', 'emailNotifications'] as const).map((name) => (
        <ControlledField
          key={name}
          control={control}
          name={name}
          render={({ value, ...field }) => (
            <Switch {...field} isSelected={value}>
              {LEAVE_SETTINGS_LABELS[name]}
            </Switch>
          )}
        />
      ))}
    </SaveForm>
  );
}
