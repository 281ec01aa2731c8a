import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  OVERTIME_RATE_KINDS,
  PAYROLL_LIMITS,
  PAYROLL_SETTINGS_LABELS,
  type PayrollSettingsInput,
  PayrollSettingsSchema,
  type PayrollSettingsValues,
  PRORATION_METHODS,
  ROUNDING_RULE_LABELS,
  ROUNDING_RULES,
} from '@hr/domain';
import { ControlledField, NumberField, Radio, RadioGroup, Switch, TextField } from '@hr/ui';
import { useForm } from 'react-hook-form';
import { ChoiceRadios, CurrencyField } from '../employees/employeeFormFields.tsx';
import { SaveForm } from '../forms/index.ts';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { PageLoading } from '../layout/PageLoading.tsx';
import styles from '../leave/leaveForms.module.css';
import {
  type PayrollSettings,
  type PayrollSettingsField,
  type PayrollSettingsScreenProps,
  PRORATION_METHOD_HINTS,
  toPayrollSettingsInput,
} from './payrollSettings.ts';

const FIELDS: readonly PayrollSettingsField[] = [
  'currency',
  'rounding',
  'prorationMethod',
  'payDay',
  'payslipFooter',
  'arrearsTaxable',
  'arrearsStatutory',
  'overtimePay',
  'overtimeRateKind',
  'overtimeRate',
  'absenceUnpaid',
];

/**
 * Payroll › Settings (issue 13): the payroll currency, how each payslip line is rounded, how a
 * partly worked period is prorated, the day pay is made and the text printed at a payslip's foot;
 * and (issue 14) whether a salary adjustment's arrears are taxed and in the statutory base.
 */
export function PayrollSettingsScreen({
  status,
  errorMessage,
  onRetry,
  settings,
  onSave,
}: PayrollSettingsScreenProps) {
  return (
    <div className={styles.settingsPage}>
      <h1 className={pageHeader.title}>Payroll Settings</h1>
      {status === 'loading' || (status === 'ready' && !settings) ? (
        <PageLoading label="Loading payroll settings" />
      ) : status === 'error' || !settings ? (
        <LoadError
          title="The payroll settings could not be loaded."
          message={errorMessage}
          onRetry={onRetry}
        />
      ) : (
        <PayrollSettingsForm settings={settings} onSave={onSave} />
      )}
    </div>
  );
}

function PayrollSettingsForm({
  settings,
  onSave,
}: {
  settings: PayrollSettings;
  onSave: PayrollSettingsScreenProps['onSave'];
}) {
  const form = useForm<PayrollSettingsInput, unknown, PayrollSettingsValues>({
    resolver: valibotResolver(PayrollSettingsSchema),
    mode: 'onTouched',
    defaultValues: toPayrollSettingsInput(settings),
  });
  const { control } = form;
  const overtimePay = form.watch('overtimePay');
  const rateKind = form.watch('overtimeRateKind');

  return (
    <SaveForm form={form} onSave={onSave} fields={FIELDS} savedMessage="Payroll settings saved.">
      <ControlledField
        control={control}
        name="currency"
        render={(field) => (
          <CurrencyField
            {...field}
            label={PAYROLL_SETTINGS_LABELS.currency}
            description="Pay items, tables and payslips are written in it, with its decimals."
            isRequired
          />
        )}
      />
      <ControlledField
        control={control}
        name="rounding"
        render={(field) => (
          <ChoiceRadios
            {...field}
            label={PAYROLL_SETTINGS_LABELS.rounding}
            description="Each payslip line is rounded once, to the currency's smallest unit."
            choices={ROUNDING_RULES}
            choiceLabels={ROUNDING_RULE_LABELS}
          />
        )}
      />
      <ControlledField
        control={control}
        name="prorationMethod"
        render={({ value, onChange, ...field }) => (
          <RadioGroup
            {...field}
            label={PAYROLL_SETTINGS_LABELS.prorationMethod}
            value={value}
            onChange={(method) => onChange(method as PayrollSettingsInput['prorationMethod'])}
          >
            {PRORATION_METHODS.map((method) => (
              <Radio key={method} value={method} description={PRORATION_METHOD_HINTS[method]}>
                {method}
              </Radio>
            ))}
          </RadioGroup>
        )}
      />
      <ControlledField
        control={control}
        name="payDay"
        render={(field) => (
          <NumberField
            {...field}
            label={PAYROLL_SETTINGS_LABELS.payDay}
            description="In a shorter month, pay is made on its last day."
            minValue={1}
            maxValue={31}
            step={1}
            formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
            isRequired
          />
        )}
      />
      <ControlledField
        control={control}
        name="payslipFooter"
        render={(field) => (
          <TextField
            {...field}
            label={PAYROLL_SETTINGS_LABELS.payslipFooter}
            description="Printed at the foot of every payslip; leave empty for none."
            maxLength={PAYROLL_LIMITS.payslipFooterMaxLength}
            multiline
            rows={3}
          />
        )}
      />
      <ControlledField
        control={control}
        name="arrearsTaxable"
        render={({ value, ...field }) => (
          <Switch
            {...field}
            isSelected={value}
            description="Arrears of a salary adjustment count in taxable income of the period they are paid in."
          >
            {PAYROLL_SETTINGS_LABELS.arrearsTaxable}
          </Switch>
        )}
      />
      <ControlledField
        control={control}
        name="arrearsStatutory"
        render={({ value, ...field }) => (
          <Switch
            {...field}
            isSelected={value}
            description="Arrears count in the base of statutory contributions of the period they are paid in."
          >
            {PAYROLL_SETTINGS_LABELS.arrearsStatutory}
          </Switch>
        )}
      />
      <ControlledField
        control={control}
        name="overtimePay"
        render={({ value, ...field }) => (
          <Switch
            {...field}
            isSelected={value}
            description="Overtime an approver has approved on Attendance › Time Clock Report becomes an earning on the payslip."
          >
            {PAYROLL_SETTINGS_LABELS.overtimePay}
          </Switch>
        )}
      />
      {overtimePay ? (
        <>
          <ControlledField
            control={control}
            name="overtimeRateKind"
            render={(field) => (
              <ChoiceRadios
                {...field}
                label={PAYROLL_SETTINGS_LABELS.overtimeRateKind}
                description="The hourly rate is the period's basic salary carried to a week (× 12 ÷ 52 for a monthly salary) ÷ the hours of the employee's work week."
                choices={OVERTIME_RATE_KINDS}
              />
            )}
          />
          <ControlledField
            control={control}
            name="overtimeRate"
            render={(field) => (
              <TextField
                {...field}
                label={rateKind === 'Amount per hour' ? 'Amount an hour' : 'Multiplier of the hourly rate'}
                description={
                  rateKind === 'Amount per hour'
                    ? 'In the payroll currency, for example 12.50.'
                    : 'For example 1.5 for time and a half.'
                }
                inputMode="decimal"
                isRequired
              />
            )}
          />
        </>
      ) : null}
      <ControlledField
        control={control}
        name="absenceUnpaid"
        render={({ value, ...field }) => (
          <Switch
            {...field}
            isSelected={value}
            description="Days marked Absent on the time clock (half of Half Day ones) are not paid: they come off the paid days like unpaid leave. Approved leave and approved attendance requests are never absence."
          >
            {PAYROLL_SETTINGS_LABELS.absenceUnpaid}
          </Switch>
        )}
      />
    </SaveForm>
  );
}
