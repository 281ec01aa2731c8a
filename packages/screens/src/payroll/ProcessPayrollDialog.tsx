import { valibotResolver } from '@hookform/resolvers/valibot';
import { PAY_PERIODS } from '@hr/domain';
import { Banner, Button, Checkbox, ControlledField, Dialog, Switch, TextField } from '@hr/ui';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ChoiceRadios, DateField } from '../employees/employeeFormFields.tsx';
import type { EmployeeChoice } from '../employer/referenceData.ts';
import { PayRunCheckSummary } from './PayRunProblems.tsx';
import { PayRunSelectionField } from './PayRunSelectionField.tsx';
import styles from './PayRuns.module.css';
import { usePayRunFormat } from './payRunFormat.ts';
import type {
  PayRunCheck,
  PayRunCheckResult,
  PayRunCheckValues,
  PayRunSelectionChoices,
  ProcessPayrollSubmit,
  ProcessPayrollValues,
} from './payRuns.ts';
import {
  checkValues,
  type ProcessPayrollForm,
  ProcessPayrollSchema,
  periodEndOf,
  processPayrollForm,
  processPayrollValues,
} from './processPayrollForm.ts';

export interface ProcessPayrollDialogProps extends PayRunSelectionChoices {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The values offered first: the employer's pay period and the next period's start, or a run's own. */
  defaultValues?: Partial<ProcessPayrollValues>;
  /**
   * A re-run: the period, pay date and switches are the run's and cannot change; only who is paid
   * can. The dialog is titled "Re-run Payroll".
   */
  isRerun?: boolean;
  /** Names of employees already picked (a re-run's), shown before the picker has offered them. */
  selectedEmployees?: readonly EmployeeChoice[];
  /** Asks what a run of the period and selection would do (the "Check" button). */
  onCheck: (values: PayRunCheckValues) => Promise<PayRunCheckResult>;
  /** Starts the run; a refusal shows above the fields, which keep what was typed. */
  onContinue: ProcessPayrollSubmit;
  /** Where a left-out employee's "Fix" link leads: their record. */
  employeeHref: (employeeId: string) => string;
}

const NOTE = 'The same payroll may be processed several times with the same or different employees.';
/** As the engine pays it: salaryPartsOf in packages/domain, arrears in packages/server's employee-pay. */
const HELP =
  "Salaries of employees who joined, left or took unpaid leave during the period are prorated by the method in Payroll Settings. A salary that changes inside the period pays each amount for its own days; a change dated in a period already paid in a final run is paid as arrears in the employee's next run.";

/** The check shown, with the values it answered, so a change of period or selection hides it. */
interface CheckShown {
  key: string;
  check: PayRunCheck;
}

/**
 * "Process Payroll": the pay period and its days, the pay date, draft or final, off-cycle, and who
 * is paid. "Check" says how many would be paid, who is left out (with a link to fix each) and who is
 * already paid; Continue starts the run in the background.
 */
export function ProcessPayrollDialog({
  isOpen,
  onOpenChange,
  defaultValues = {},
  isRerun = false,
  selectedEmployees,
  onCheck,
  onContinue,
  employeeHref,
  ...choices
}: ProcessPayrollDialogProps) {
  const format = usePayRunFormat();
  const form = useForm<ProcessPayrollForm>({
    resolver: valibotResolver(ProcessPayrollSchema),
    mode: 'onTouched',
    defaultValues: processPayrollForm(defaultValues),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checkShown, setCheckShown] = useState<CheckShown | null>(null);
  const [isChecking, setChecking] = useState(false);
  const watched = useWatch({ control: form.control });
  const { isSubmitting } = form.formState;
  const periodEnd = periodEndOf(watched.payPeriod ?? 'Monthly', watched.periodStart ?? '');
  const keyOf = (values: ProcessPayrollValues) => JSON.stringify(checkValues(values));
  const currentKey = keyOf(processPayrollValues(form.getValues()));
  const check = checkShown?.key === currentKey ? checkShown.check : null;

  const runCheck = async () => {
    if (!(await form.trigger(['payPeriod', 'periodStart', 'ids']))) return;
    const values = processPayrollValues(form.getValues());
    setRefusal(null);
    setChecking(true);
    const result = await onCheck(checkValues(values));
    setChecking(false);
    if (result.ok) setCheckShown({ key: keyOf(values), check: result.check });
    else setRefusal(result.message);
  };

  const submit = form.handleSubmit(async (formValues) => {
    setRefusal(null);
    const feedback = await onContinue(processPayrollValues(formValues));
    if (feedback) setRefusal(feedback.message);
    else onOpenChange(false);
  });

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="large"
      title={isRerun ? 'Re-run Payroll' : 'Process Payroll'}
      primaryActionLabel="Continue"
      isPrimaryPending={isSubmitting}
      onSubmit={(event) => {
        if (!isSubmitting) void submit(event);
      }}
    >
      {refusal ? (
        <Banner variant="danger" isUrgent>
          {refusal}
        </Banner>
      ) : null}
      <p className={styles.note}>{NOTE}</p>
      <ControlledField
        control={form.control}
        name="payPeriod"
        render={(field) => (
          <ChoiceRadios {...field} label="Pay Period" choices={PAY_PERIODS} isDisabled={isRerun} />
        )}
      />
      <div className={styles.dates}>
        <ControlledField
          control={form.control}
          name="periodStart"
          render={(field) => <DateField {...field} label="From" isRequired isDisabled={isRerun} />}
        />
        <TextField
          label="To"
          isReadOnly
          value={periodEnd ? format.day(periodEnd) : ''}
          description="Follows from the pay period."
        />
        <ControlledField
          control={form.control}
          name="payDate"
          render={(field) => (
            <DateField {...field} label="Date" description="The pay date." isRequired isDisabled={isRerun} />
          )}
        />
      </div>
      <ControlledField
        control={form.control}
        name="processAsDraft"
        render={({ value, ...field }) => (
          <Checkbox
            {...field}
            isSelected={value}
            isDisabled={isRerun}
            description="A draft can be checked, re-run and deleted before it is finalised."
          >
            Process as Draft
          </Checkbox>
        )}
      />
      <ControlledField
        control={form.control}
        name="offCycle"
        render={({ value, ...field }) => (
          <Switch
            {...field}
            isSelected={value}
            isDisabled={isRerun}
            description="Pays the picked employees again in a period already paid (a bonus, a correction)."
          >
            Off-cycle run
          </Switch>
        )}
      />
      <PayRunSelectionField
        control={form.control}
        {...choices}
        {...(selectedEmployees ? { selectedEmployees } : {})}
      />
      <p className={styles.note}>{HELP}</p>
      <div className={styles.checkRow}>
        <Button variant="secondary" onPress={() => void runCheck()} isPending={isChecking}>
          Check
        </Button>
        <p role="status" className={styles.note}>
          {isChecking ? 'Checking who will be paid…' : ''}
        </p>
      </div>
      {check && !isChecking ? <PayRunCheckSummary check={check} employeeHref={employeeHref} /> : null}
    </Dialog>
  );
}
