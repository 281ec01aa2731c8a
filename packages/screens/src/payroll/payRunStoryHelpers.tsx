import type { Decorator } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { fn } from 'storybook/test';
import type { ProcessPayrollDialogProps } from './ProcessPayrollDialog.tsx';
import { branches, checkReady, departments, employeeChoices, employeeHref } from './payRunStoryData.ts';
import type { PayRunCheckValues, ProcessPayrollValues } from './payRuns.ts';

/** A fixed locale keeps dates and numbers the same on every machine that runs the tests. */
export const inBritishEnglish: Decorator = (Story) => (
  <I18nProvider locale="en-GB">
    <Story />
  </I18nProvider>
);

export type Check = ProcessPayrollDialogProps['onCheck'];
export type Continue = ProcessPayrollDialogProps['onContinue'];

/** What the run page passes on to its Re-run dialog: the choices, a check with blockers, a Continue that starts. */
export function rerunDialogArgs() {
  return {
    departments,
    branches,
    employees: employeeChoices,
    onCheck: fn<Check>(checkReady),
    onContinue: fn<Continue>(async () => undefined),
  };
}

/** The dialog's props but its opening: the Re-run dialog's, and where Fix links lead. */
export function processPayrollDialogArgs() {
  return { ...rerunDialogArgs(), employeeHref };
}

export const novemberValues: Partial<ProcessPayrollValues> = {
  payPeriod: 'Monthly',
  periodStart: '2026-11-01',
  payDate: '2026-11-25',
};

export const allOfNovember: PayRunCheckValues = {
  payPeriod: 'Monthly',
  periodStart: '2026-11-01',
  offCycle: false,
  selection: { scope: 'all', ids: [] },
};
