import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LeaveEntitlementReportScreen } from './LeaveEntitlementReportScreen.tsx';
import { entitlementRows, plannerDepartments, plannerLeaveTypes } from './leaveReportStoryData.ts';

const FILTERS = { asOf: '2026-12-31', leaveTypeId: null, departmentId: null };

const meta = {
  title: 'Screens/Leave/LeaveEntitlementReportScreen',
  component: LeaveEntitlementReportScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    filters: FILTERS,
    onFiltersChange: fn(),
    leaveTypes: plannerLeaveTypes.map(({ id, code }) => ({ id, name: code })),
    departments: plannerDepartments,
    leaveYear: { start: '2026-01-01', end: '2026-12-31' },
    rows: entitlementRows,
    onExportCsv: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LeaveEntitlementReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('grid', { name: 'Entitlement Report' });
const names = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .getAllByRole('row')
    .slice(1)
    .map((row) => (row as HTMLTableRowElement).cells[1]?.textContent);

/** Each row's figures as the ledger adds them up: 3 + 20 − 5 − 1 + 2 = 19. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'As of 2026-12-31, in the leave year 2026-01-01 to 2026-12-31: 2 rows',
    );
    const [ama] = within(table(canvasElement)).getAllByRole('row').slice(1);
    await expect(ama).toHaveTextContent(/E-0042.*Ama Mensah.*Engineering.*AL.*Day.*3.*20.*5.*1.*2.*19.*2/);
  },
};

/** Sorting by balance compares values, not text: -2.5 before 19. */
export const SortingByBalance: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByRole('button', { name: /Balance/ }));
    await expect(names(canvasElement)).toEqual(['Kofi Boateng', 'Ama Mensah']);
  },
};

export const FilteringAndExporting: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /All departments/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Sales' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...FILTERS, departmentId: 'dept-sales' });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExportCsv).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: [] },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No entitlements')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The entitlement report could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
