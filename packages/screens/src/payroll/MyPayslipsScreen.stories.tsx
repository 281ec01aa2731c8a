import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { grid } from '../employer/referenceStoryHelpers.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import { withRegionalSettings } from '../storySupport/withRegionalSettings.tsx';
import { MyPayslipsScreen } from './MyPayslipsScreen.tsx';
import { myPayslips, payslipHref } from './payRunStoryData.ts';
import { inBritishEnglish } from './payRunStoryHelpers.tsx';

type Download = (payslipId: string) => Promise<FormSubmitResult>;

const meta = {
  title: 'Screens/Payroll/MyPayslipsScreen',
  component: MyPayslipsScreen,
  tags: ['autodocs'],
  decorators: [inBritishEnglish],
  args: {
    status: 'ready',
    payslips: myPayslips,
    payslipHref,
    onRetry: fn(),
    onDownloadPdf: fn<Download>(async () => undefined),
  },
} satisfies Meta<typeof MyPayslipsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's final payslips, newest first, each to view or download. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'My Payslips' })).toBeVisible();
    const table = grid(canvasElement, 'My Payslips');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Period', 'Pay Date', 'Net pay', 'Payslip']);
    const october = within(table).getByText('2026-10-01 – 2026-10-31').closest('tr') as HTMLTableRowElement;
    await expect(october.cells[1]).toHaveTextContent('2026-10-26');
    await expect(october.cells[2]).toHaveTextContent('4,500.50 GHS');
    await expect(within(october).getByRole('link', { name: 'View 2026-10-01 – 2026-10-31' })).toHaveAttribute(
      'href',
      payslipHref('payslip-october'),
    );
    await userEvent.click(
      within(october).getByRole('button', { name: 'Download PDF 2026-10-01 – 2026-10-31' }),
    );
    await expect(args.onDownloadPdf).toHaveBeenCalledWith('payslip-october');
  },
};

/** An employer printing MM/DD/YYYY: each payslip's period and pay date are written that way. */
export const InEmployerDateFormat: Story = {
  decorators: [withRegionalSettings('MM/DD/YYYY')],
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement, 'My Payslips');
    const october = within(table).getByText('10/01/2026 – 10/31/2026').closest('tr') as HTMLTableRowElement;
    await expect(october.cells[1]).toHaveTextContent('10/26/2026');
  },
};

export const Empty: Story = {
  args: { payslips: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No payslips yet. They appear here once payroll is finalised.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', payslips: [] },
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement, 'My Payslips')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  args: { status: 'error', payslips: [], errorMessage: 'The server did not answer.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your payslips could not be loaded.',
    );
  },
};

const NOT_READY = 'The PDF could not be made. Try again in a minute.';

export const DownloadRefused: Story = {
  args: { onDownloadPdf: fn<Download>(async () => ({ message: NOT_READY })) },
  play: async ({ canvasElement }) => {
    const [first] = within(canvasElement).getAllByRole('button', { name: /^Download PDF/ });
    await userEvent.click(first as HTMLElement);
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(NOT_READY));
  },
};
