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

/** The dialog's props but its opening: the choices, a check with blockers, a Continue that starts. */
export function processPayrollDialogArgs() {
  return {
    departments,
    branches,
    employees: employeeChoices,
    onCheck: fn<Check>(checkReady),
    onContinue: fn<Continue>(async () => undefined),
    employeeHref,
  };
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
