import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, findDialog } from '../employer/referenceStoryHelpers.ts';
import { ProcessPayrollDialog } from './ProcessPayrollDialog.tsx';
import { ALREADY_PAID, employeeHref } from './payRunStoryData.ts';
import {
  allOfNovember,
  type Check,
  type Continue,
  inBritishEnglish,
  novemberValues,
  processPayrollDialogArgs,
} from './payRunStoryHelpers.tsx';

const meta = {
  title: 'Screens/Payroll/ProcessPayrollDialog',
  component: ProcessPayrollDialog,
  tags: ['autodocs'],
  decorators: [inBritishEnglish],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    defaultValues: novemberValues,
    ...processPayrollDialogArgs(),
  },
} satisfies Meta<typeof ProcessPayrollDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const press = (scope: HTMLElement, name: string) =>
  userEvent.click(within(scope).getByRole('button', { name }));

/**
 * Opened: November offered, its last day shown in To, a draft of everyone, the note, and the help line
 * on proration, a salary changing inside the period among it.
 */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog('Process Payroll');
    const scope = within(dialog);
    await expect(scope.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(scope.getByRole('textbox', { name: 'To' })).toHaveValue('2026-11-30');
    await expect(scope.getByRole('textbox', { name: 'To' })).toHaveAttribute('readonly');
    await expect(scope.getByRole('checkbox', { name: 'Process as Draft' })).toBeChecked();
    await expect(scope.getByRole('switch', { name: 'Off-cycle run' })).not.toBeChecked();
    await expect(scope.getByRole('radio', { name: 'All employees of the pay period' })).toBeChecked();
    await expect(dialog).toHaveTextContent(
      'The same payroll may be processed several times with the same or different employees.',
    );
    await expect(dialog).toHaveTextContent(
      'Salaries of employees who joined, left or took unpaid leave during the period are prorated by the method in Payroll Settings.',
    );
    await expect(dialog).toHaveTextContent(
      "A salary that changes inside the period pays each amount for its own days; a change dated in a period already paid in a final run is paid as arrears in the employee's next run.",
    );
  },
};

/** To follows the pay period: a weekly period from 1 November ends on the 7th. */
export const PeriodFollowsPayPeriod: Story = {
  play: async () => {
    const dialog = await findDialog('Process Payroll');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    await expect(within(dialog).getByRole('textbox', { name: 'To' })).toHaveValue('2026-11-07');
  },
};

/** Check: how many will be paid, each blocker with a Fix link to the record, and who is already paid. */
export const CheckShowsBlockers: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Process Payroll');
    await press(dialog, 'Check');
    await expect(args.onCheck).toHaveBeenCalledWith(allOfNovember);
    const check = await within(dialog).findByRole('region', { name: 'Check' });
    await expect(check).toHaveTextContent('12 employees will be paid.');
    await expect(check).toHaveTextContent('Ama Owusu: No basic salary on 2026-11-01.');
    await expect(check).toHaveTextContent('John Smith: Salary is in USD; payroll is in GHS.');
    await expect(within(check).getByRole('link', { name: 'Fix Ama Owusu' })).toHaveAttribute(
      'href',
      employeeHref('employee-ama'),
    );
    await expect(check).toHaveTextContent('Already paid in a final payroll of this period: Akosua Asante.');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Off-cycle run' }));
    await expect(within(dialog).queryByRole('region', { name: 'Check' })).not.toBeInTheDocument();
  },
};

const NO_SETTINGS = 'Set up Payroll Settings first: the payroll currency is missing.';

/** A refused check says why in the dialog, and no summary shows. */
export const CheckRefused: Story = {
  args: { onCheck: fn<Check>(async () => ({ ok: false, message: NO_SETTINGS })) },
  play: async () => {
    const dialog = await findDialog('Process Payroll');
    await press(dialog, 'Check');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(NO_SETTINGS);
    await expect(within(dialog).queryByRole('region', { name: 'Check' })).not.toBeInTheDocument();
  },
};

/** While the check is asked, the status line says so. */
export const Checking: Story = {
  args: { onCheck: fn<Check>(() => new Promise(() => undefined)) },
  play: async () => {
    const dialog = await findDialog('Process Payroll');
    await press(dialog, 'Check');
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Checking who will be paid…');
  },
};

/** Continue sends the period, pay date and selection, then closes. */
export const ContinueByDepartment: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Process Payroll');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'By department' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Finance' }));
    await press(dialog, 'Continue');
    await waitFor(() =>
      expect(args.onContinue).toHaveBeenCalledWith({
        ...allOfNovember,
        payDate: '2026-11-25',
        processAsDraft: true,
        selection: { scope: 'department', ids: ['department-finance'] },
      }),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A selection with nothing chosen is refused before anything is asked of the server. */
export const NothingChosen: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Process Payroll');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'By branch' }));
    await press(dialog, 'Continue');
    await expect(await within(dialog).findByText('Choose at least one branch.')).toBeVisible();
    await press(dialog, 'Check');
    await expect(args.onCheck).not.toHaveBeenCalled();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** A semi-monthly period starts on the 1st or the 16th: the 5th is refused on From. */
export const SemiMonthlyStart: Story = {
  args: { defaultValues: { ...novemberValues, periodStart: '2026-11-05' } },
  play: async ({ args }) => {
    const dialog = await findDialog('Process Payroll');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Semi-Monthly' }));
    await expect(within(dialog).getByRole('textbox', { name: 'To' })).toHaveValue('');
    await press(dialog, 'Continue');
    await expect(
      await within(dialog).findByText('A semi-monthly period starts on the 1st or the 16th of a month.'),
    ).toBeVisible();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/**
 * The server's refusal (Kofi is already paid for November) shows in the dialog, which keeps every value
 * chosen; made off-cycle, the same run is sent again.
 */
export const RefusedKeepsValues: Story = {
  args: {
    onContinue: fn<Continue>(async (values) => (values.offCycle ? undefined : { message: ALREADY_PAID })),
  },
  play: async ({ args }) => {
    const dialog = await findDialog('Process Payroll');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pick employees' }));
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Add employee' }), 'Kof');
    await userEvent.click(await body.findByRole('option', { name: 'Kofi Mensah' }));
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await press(dialog, 'Continue');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(ALREADY_PAID);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('radio', { name: 'Pick employees' })).toBeChecked();
    await expect(within(dialog).getByRole('list', { name: 'Picked employees' })).toHaveTextContent(
      'Kofi Mensah',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'To' })).toHaveValue('2026-11-30');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Off-cycle run' }));
    await press(dialog, 'Continue');
    await waitFor(() =>
      expect(args.onContinue).toHaveBeenLastCalledWith(
        expect.objectContaining({
          offCycle: true,
          selection: { scope: 'employees', ids: ['employee-kofi'] },
        }),
      ),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A pay date before the period's first day is refused on Date before anything is asked of the server. */
export const PayDateBeforePeriod: Story = {
  args: { defaultValues: { ...novemberValues, payDate: '2026-10-30' } },
  play: async ({ args }) => {
    const dialog = await findDialog('Process Payroll');
    await press(dialog, 'Continue');
    await expect(
      await within(dialog).findByText("The pay date cannot be before the period's first day."),
    ).toBeVisible();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** While the run is being started Continue waits: pressing it again starts nothing more. */
export const ContinueDisabledWhileSubmitting: Story = {
  args: { onContinue: fn<Continue>(() => new Promise(() => undefined)) },
  play: async ({ args }) => {
    const dialog = await findDialog('Process Payroll');
    await press(dialog, 'Continue');
    const continueButton = within(dialog).getByRole('button', { name: /Continue/ });
    await waitFor(() => expect(continueButton).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(continueButton);
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** A re-run: the run's period and pay date, which cannot change; its picked employees, which can. */
export const Rerun: Story = {
  args: {
    isRerun: true,
    defaultValues: {
      ...novemberValues,
      processAsDraft: true,
      offCycle: false,
      selection: { scope: 'employees', ids: ['employee-kofi', 'employee-gone'] },
    },
    selectedEmployees: [{ id: 'employee-gone', name: 'Yaw Boateng' }],
  },
  play: async ({ args }) => {
    const dialog = await findDialog('Re-run Payroll');
    await expect(within(dialog).getByRole('radio', { name: 'Monthly' })).toBeDisabled();
    await expect(within(dialog).getByRole('checkbox', { name: 'Process as Draft' })).toBeDisabled();
    const picked = within(dialog).getByRole('list', { name: 'Picked employees' });
    await expect(picked).toHaveTextContent('Kofi Mensah');
    await expect(picked).toHaveTextContent('Yaw Boateng');
    await press(dialog, 'Remove Yaw Boateng');
    await press(dialog, 'Continue');
    await waitFor(() =>
      expect(args.onContinue).toHaveBeenCalledWith(
        expect.objectContaining({
          periodStart: '2026-11-01',
          selection: { scope: 'employees', ids: ['employee-kofi'] },
        }),
      ),
    );
  },
};
