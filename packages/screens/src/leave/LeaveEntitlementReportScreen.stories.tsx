import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LeaveEntitlementReportScreen } from './LeaveEntitlementReportScreen.tsx';
import { expectWideTableFits, inAppShell, laptopGlobals, laptopParameters } from './laptopStoryHelpers.tsx';
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
    .map((row) => (row as HTMLTableRowElement).cells[0]?.textContent);

/**
 * Each row's figures as the ledger adds them up: 3 + 20 − 5 − 1 + 2 = 19 as of the date, and 15
 * once the 4 days approved after it are taken.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'As of 2026-12-31, in the leave year 2026-01-01 to 2026-12-31: 2 rows',
    );
    const [ama] = within(table(canvasElement)).getAllByRole('row').slice(1);
    await expect(ama).toHaveTextContent(
      /Ama Mensah.*E-0042.*Engineering.*AL.*Day.*3.*20.*5.*1.*2.*19.*4.*15.*2/,
    );
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

/**
 * At 1,366 px beside the side menu: the table scrolls sideways inside its frame, the employee's name
 * stays in view, every header shows whole, and the last column (Pending) is reached by scrolling.
 */
export const Laptop: Story = {
  parameters: laptopParameters,
  globals: laptopGlobals,
  decorators: [inAppShell],
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    const headers = within(grid).getAllByRole('columnheader');
    const scroller = grid.parentElement as HTMLElement;
    await expectWideTableFits({
      scroller,
      headers,
      firstColumnHeader: within(grid).getByRole('columnheader', { name: 'Employee Name' }),
      lastHeader: within(grid).getByRole('columnheader', { name: 'Pending' }),
    });
    const [ama] = within(grid).getAllByRole('row').slice(1);
    await expect(within(ama as HTMLElement).getByText('Ama Mensah')).toBeVisible();
  },
};
