import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findDialog } from '../employer/referenceStoryHelpers.ts';
import type { PayslipPreviewResult } from '../payroll/employeePay.ts';
import { ghanaPreview, NO_BASIC_SALARY, previewRefused } from '../payroll/employeePayStoryData.ts';
import { recordPay } from '../payroll/employeePayStoryHelpers.ts';
import { EmployeeRecordScreen } from './EmployeeRecordScreen.tsx';
import { employeeFormOptions } from './employeeFormStoryData.ts';
import { adaAsSelf, adaRecord, STORY_NOW } from './employeeRecordStoryData.ts';

type Preview = (periodStart: string) => Promise<PayslipPreviewResult>;

/** The record's Salary section with the employee's pay groups and the payslip preview (issue 13). */
const meta = {
  title: 'Screens/Employees/EmployeeRecordSalaryPay',
  component: EmployeeRecordScreen,
  decorators: [
    (Story) => (
      <I18nProvider locale="en-GB">
        <Story />
      </I18nProvider>
    ),
  ],
  args: {
    status: 'ready',
    employee: adaRecord,
    options: employeeFormOptions,
    viewer: 'admin',
    onEdit: fn(),
    pay: {
      ...recordPay(),
      onPreview: fn<Preview>(async () => ({
        ok: true,
        preview: { ...ghanaPreview, employeeName: 'Ada Lovelace' },
      })),
    },
    timeZone: 'UTC',
    now: STORY_NOW,
  },
} satisfies Meta<typeof EmployeeRecordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const salaryOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Salary' }));

/** An administrator: the groups with their Add buttons, and the preview of this month's payslip. */
export const Administrator: Story = {
  play: async ({ args, canvasElement }) => {
    const salary = salaryOf(canvasElement);
    for (const add of [
      'Add earning',
      'Add deduction',
      'Add bonus',
      'Add statutory contribution',
      'Add relief',
    ]) {
      await expect(salary.getByRole('button', { name: add })).toBeVisible();
    }
    await expect(salary.getByText('HOUSING – Housing')).toBeVisible();
    await userEvent.click(salary.getByRole('button', { name: 'Preview payslip' }));
    const dialog = await findDialog('Payslip preview');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    // The period offered starts on the first of the current month.
    await expect(args.pay?.onPreview).toHaveBeenCalledWith('2026-12-01');
    const net = await within(dialog).findByRole('rowheader', { name: 'Net pay' });
    await expect(net.closest('tr')).toHaveTextContent('4,695.25');
  },
};

/** The employee reading their own record sees their pay, and can neither change it nor preview. */
export const SelfReadOnly: Story = {
  args: { viewer: 'self', employee: adaAsSelf },
  play: async ({ canvasElement }) => {
    const salary = salaryOf(canvasElement);
    await expect(salary.getByText('LOAN – Staff loan')).toBeVisible();
    await expect(salary.getByText('Rent relief')).toBeVisible();
    await expect(salary.queryByRole('button', { name: /^Add / })).not.toBeInTheDocument();
    await expect(salary.queryByRole('button', { name: /^(Edit|Remove) / })).not.toBeInTheDocument();
    await expect(salary.queryByRole('button', { name: 'Preview payslip' })).not.toBeInTheDocument();
  },
};

/** Without the pay (not loaded, or not the reader's to see) the Salary section has no groups. */
export const WithoutPay: Story = {
  args: { pay: undefined },
  play: async ({ canvasElement }) => {
    const salary = salaryOf(canvasElement);
    await expect(salary.getByText('Basic Salary')).toBeVisible();
    await expect(salary.queryByRole('button', { name: 'Earning' })).not.toBeInTheDocument();
    await expect(salary.queryByRole('button', { name: 'Preview payslip' })).not.toBeInTheDocument();
  },
};

/** The preview refused: the reason in the dialog. */
export const PreviewRefused: Story = {
  args: { pay: { ...recordPay(), onPreview: fn<Preview>(previewRefused) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(salaryOf(canvasElement).getByRole('button', { name: 'Preview payslip' }));
    const dialog = await findDialog('Payslip preview');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(NO_BASIC_SALARY);
  },
};
