import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, findDialog, grid } from '../employer/referenceStoryHelpers.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import { PayRunScreen } from './PayRunScreen.tsx';
import {
  bankTransfers,
  draftRun,
  employeeHref,
  failedRun,
  finalRun,
  LONG_NAME,
  payslipHref,
  processingRun,
  queuedRun,
  runPayslips,
} from './payRunStoryData.ts';
import { inBritishEnglish, rerunDialogArgs } from './payRunStoryHelpers.tsx';

type Action = () => Promise<FormSubmitResult>;
type Download = (bankId: string) => Promise<FormSubmitResult>;

const meta = {
  title: 'Screens/Payroll/PayRunScreen',
  component: PayRunScreen,
  tags: ['autodocs'],
  decorators: [inBritishEnglish],
  args: {
    status: 'ready',
    run: draftRun,
    payslips: runPayslips,
    bankTransfers: null,
    payslipHref,
    employeeHref,
    onRetry: fn(),
    rerunDialog: rerunDialogArgs(),
    onFinalise: fn<Action>(async () => undefined),
    onDelete: fn<Action>(async () => undefined),
    onDownloadBankCsv: fn<Download>(async () => undefined),
    onDownloadStatutoryReturn: fn<Action>(async () => undefined),
  },
} satisfies Meta<typeof PayRunScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) => within(canvasElement).getByRole('heading', { level: 1 });
const button = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).queryByRole('button', { name });

/** A draft: totals, the skipped employees with Fix links, the payslips, and Re-run, Finalise, Delete. */
export const Draft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(heading(canvasElement)).toHaveTextContent('Monthly payroll 2026-11-01 – 2026-11-30');
    await expect(canvas.getByText('Draft')).toBeVisible();
    const totals = canvas.getByRole('region', { name: 'Totals in GHS' });
    await expect(totals).toHaveTextContent(
      'Employees3Gross18,000.00Deductions3,914.25Net14,085.75Employer cost19,950.00',
    );
    const skipped = canvas.getByRole('list', { name: 'Skipped' });
    await expect(skipped).toHaveTextContent('Ama Owusu: No basic salary on 2026-11-01.');
    await expect(within(skipped).getByRole('link', { name: 'Fix John Smith' })).toHaveAttribute(
      'href',
      employeeHref('employee-john'),
    );
    const table = grid(canvasElement, 'Payslips');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Employee No', 'Employee', 'Gross', 'Deductions', 'Net pay']);
    await expect(within(table).getByRole('link', { name: 'Kofi Mensah' })).toHaveAttribute(
      'href',
      payslipHref('payslip-kofi'),
    );
    await expect(within(table).getByRole('link', { name: LONG_NAME })).toBeVisible();
    for (const name of ['Re-run', 'Finalise', 'Delete'])
      await expect(button(canvasElement, name)).toBeVisible();
  },
};

/** Processing: how far the job has got, no totals yet, nothing to act on. */
export const Processing: Story = {
  args: { run: processingRun, payslips: [] },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'Processing 1,200 of 10,000 payslips',
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '1200');
    await expect(within(canvasElement).queryByRole('grid')).not.toBeInTheDocument();
    await expect(button(canvasElement, 'Finalise')).not.toBeInTheDocument();
    await expect(button(canvasElement, 'Re-run')).not.toBeInTheDocument();
  },
};

/** Queued: waiting for the job to start, its length not known yet. */
export const Queued: Story = {
  args: { run: queuedRun, payslips: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Waiting to start…' })).toBeVisible();
  },
};

/** Failed: the job's error, and Re-run and Delete, but no Finalise. */
export const Failed: Story = {
  args: { run: failedRun, payslips: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(failedRun.error ?? '')).toBeVisible();
    await expect(button(canvasElement, 'Re-run')).toBeVisible();
    await expect(button(canvasElement, 'Delete')).toBeVisible();
    await expect(button(canvasElement, 'Finalise')).not.toBeInTheDocument();
  },
};

/** Final: who finalised it and when, the bank transfers each with its file, and the statutory return. */
export const Final: Story = {
  args: { run: finalRun, bankTransfers },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Finalised by Ada Lovelace on 2026-11-25')).toBeVisible();
    const banks = canvas.getByRole('table', { name: 'Bank transfers' });
    const gcb = within(banks)
      .getByRole('rowheader', { name: 'GCB Bank' })
      .closest('tr') as HTMLTableRowElement;
    await expect(gcb).toHaveTextContent('GCB Bank29,390.50');
    await expect(banks).toHaveTextContent('Cheque11,200.00');
    await expect(banks).not.toHaveTextContent('Cash');
    await expect(banks).toHaveTextContent('Total15,285.75');
    await userEvent.click(within(gcb).getByRole('button', { name: 'Download CSV for GCB Bank' }));
    await expect(args.onDownloadBankCsv).toHaveBeenCalledWith('bank-gcb');
    await userEvent.click(canvas.getByRole('button', { name: 'Statutory return (CSV)' }));
    await expect(args.onDownloadStatutoryReturn).toHaveBeenCalledTimes(1);
    for (const name of ['Re-run', 'Finalise', 'Delete']) {
      await expect(button(canvasElement, name)).not.toBeInTheDocument();
    }
  },
};

/** Finalise asks first, in the shapes' words; confirming calls back once and says it is done. */
export const FinaliseConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Finalise' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Finalise this payroll?' });
    await expect(confirm).toHaveAccessibleDescription("Its payslips can't be changed afterwards.");
    await userEvent.click(within(confirm).getByRole('button', { name: 'Finalise' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onFinalise).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Payroll finalised.');
  },
};

const PAID_ELSEWHERE = 'Kofi Mensah is already paid in a final run of this period.';

/** A refused finalise keeps the question open with the reason. */
export const FinaliseRefused: Story = {
  args: { onFinalise: fn<Action>(async () => ({ message: PAID_ELSEWHERE })) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Finalise' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Finalise this payroll?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Finalise' }));
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent(PAID_ELSEWHERE);
  },
};

/** Delete asks first. */
export const DeleteConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete this payroll run?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
  },
};

/** Re-run opens the Process Payroll dialog on the run's period, locked; who is paid can change. */
export const RerunPrefilled: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Re-run' }));
    const dialog = await findDialog('Re-run Payroll');
    await expect(within(dialog).getByRole('textbox', { name: 'To' })).toHaveValue('2026-11-30');
    await expect(within(dialog).getByRole('radio', { name: 'Monthly' })).toBeDisabled();
    await expect(within(dialog).getByRole('switch', { name: 'Off-cycle run' })).toBeDisabled();
    const everyone = within(dialog).getByRole('radio', { name: 'All employees of the pay period' });
    await expect(everyone).toBeChecked();
    await expect(everyone).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', run: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the payroll run' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { status: 'error', run: null, errorMessage: 'No payroll run has that id.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No payroll run has that id.');
  },
};
