import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayrollCard, type PayrollSummaryFigures } from './PayrollCard.tsx';
import { summary } from './payrollCardStoryData.ts';

const meta = {
  title: 'Screens/Dashboard/PayrollCard',
  component: PayrollCard,
  tags: ['autodocs'],
  args: { status: 'ready', summary, onRetry: fn() },
  decorators: [
    // A fixed locale keeps dates and numbers the same on every machine that runs the tests.
    (Story) => (
      <I18nProvider locale="en-GB">
        <Story />
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof PayrollCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last final run's figures and twelve months of gross and net pay. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Payroll' });
    const scope = within(card);
    // The period as the pay run's page writes it, the dash closed up.
    await expect(scope.getByText(/^Last final run/)).toHaveTextContent(
      /^Last final run: Monthly payroll 2026-11-01 – 2026-11-30$/,
    );
    await expect(scope.getByRole('group', { name: 'Employees' })).toHaveTextContent('12');
    await expect(scope.getByRole('group', { name: 'Gross' })).toHaveTextContent('15,500.00 GHS');
    await expect(scope.getByRole('group', { name: 'Net' })).toHaveTextContent('11,690.25 GHS');
    const chart = scope.getByRole('figure', { name: 'Gross and net pay, last 12 months (GHS)' });
    const items = within(chart).getAllByRole('listitem');
    await expect(items).toHaveLength(12);
    await expect(items[0]).toHaveTextContent('Dec 2025: Gross 0.00, Net 0.00');
    await expect(items[10]).toHaveTextContent('Oct 2026: Gross 16,500.00, Net 12,400.00');
  },
};

/** No payroll finalised yet: the card says so and links to Process Payroll. */
export const Empty: Story = {
  args: {
    summary: {
      lastFinalRun: null,
      months: summary.months.map(({ month }) => ({ month, gross: '0.00', netPay: '0.00' })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No payroll finalised yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Process Payroll' })).toHaveAttribute(
      'href',
      '/payroll/process-pay-roll',
    );
    await expect(canvas.queryByRole('figure')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', summary: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the payroll figures' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', summary: undefined, errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The payroll figures could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Large amounts in a currency without decimals stay whole and readable. */
export const LargeAmounts: Story = {
  args: {
    summary: {
      lastFinalRun: {
        ...(summary.lastFinalRun as NonNullable<PayrollSummaryFigures['lastFinalRun']>),
        currency: 'UGX',
        employees: 10000,
        gross: '98765432100',
        netPay: '76543210987',
      },
      months: summary.months.map(({ month }, index) => ({
        month,
        gross: String(90000000000 + index * 1000000),
        netPay: String(70000000000 + index * 1000000),
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Payroll' });
    await expect(within(card).getByRole('group', { name: 'Gross' })).toHaveTextContent('98,765,432,100 UGX');
  },
};
