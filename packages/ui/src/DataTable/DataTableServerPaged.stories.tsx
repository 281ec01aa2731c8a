import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from './DataTable.tsx';
import { SERVER_ROW_COUNT, useFakeEmployeeServer } from './DataTableFakeServer.ts';
import { type Employee, employeeColumns, generateEmployees, tabTo } from './DataTableStoryData.ts';
import type { DataTableRange } from './useVisibleRangeReport.ts';

interface ServerPagedEmployeesProps {
  /** Every page the stand-in server is asked for, from 0. */
  onPageRequest?: (page: number) => void;
  onRowAction?: (employee: Employee) => void;
  onVisibleRangeChange?: (range: DataTableRange) => void;
  onExportCsv?: () => void;
}

/** A DataTable over 100,000 employees that a stand-in server sends 50 at a time. */
function ServerPagedEmployees({
  onPageRequest,
  onRowAction,
  onVisibleRangeChange,
  onExportCsv,
}: ServerPagedEmployeesProps) {
  const server = useFakeEmployeeServer(onPageRequest);
  return (
    <DataTable
      caption="All employees"
      columns={employeeColumns}
      getRowId={(employee) => employee.employeeNo}
      rowCount={server.rowCount}
      data={server.data}
      sorting={server.sorting}
      onSortingChange={server.onSortingChange}
      onVisibleRangeChange={(range) => {
        onVisibleRangeChange?.(range);
        server.onVisibleRangeChange(range);
      }}
      onRowAction={onRowAction}
      onExportCsv={onExportCsv}
    />
  );
}

/**
 * Server paging: the table is as tall as all the server's rows, shows placeholders for rows not
 * loaded yet and tells the caller which rows are in view, so only those pages are fetched.
 */
const meta = {
  title: 'UI/DataTable/ServerPaged',
  component: ServerPagedEmployees,
  args: {
    onPageRequest: fn(),
    onRowAction: fn(),
    onVisibleRangeChange: fn(),
    onExportCsv: fn(),
  },
} satisfies Meta<typeof ServerPagedEmployees>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits that include a page's round trip get room for a busy test machine. */
const serverWait = { timeout: 3000 };

/** Each loaded row's Employee No is E plus its place in the list (aria-rowindex minus the header). */
function expectRowsInEmployeeNoOrder(grid: HTMLElement, desc = false) {
  const loaded = within(grid)
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.hasAttribute('aria-busy'));
  for (const row of loaded) {
    const place = Number(row.getAttribute('aria-rowindex')) - 1;
    const number = desc ? SERVER_ROW_COUNT - place + 1 : place;
    expect((row as HTMLTableRowElement).cells[0]?.textContent).toBe(`E${String(number).padStart(6, '0')}`);
  }
  return loaded.length;
}

export const ScrollingLoadsPages: Story = {
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'All employees' });
    await expect(grid).toHaveAttribute('aria-rowcount', String(SERVER_ROW_COUNT + 1));
    await waitFor(() => expect(within(grid).getByText('E000001')).toBeVisible(), serverWait);
    await expect(within(grid).getByText('E000001').closest('tr')).toHaveAttribute('aria-rowindex', '2');
    await expect(args.onPageRequest).toHaveBeenCalledWith(0);

    // Jump halfway, as dragging the scrollbar does: the rows there load and carry their true numbers.
    const scroller = grid.parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight / 2;
    await waitFor(() => expect(within(grid).getByText('E050001')).toBeVisible(), serverWait);
    await expect(within(grid).getByText('E050001').closest('tr')).toHaveAttribute('aria-rowindex', '50002');
    await waitFor(() => expect(within(grid).queryAllByText('Loading row…')).toHaveLength(0), serverWait);
    await expect(expectRowsInEmployeeNoOrder(grid)).toBeGreaterThan(5);
    await expect(args.onPageRequest).toHaveBeenCalledWith(1000);
    // Page 0, then the one or two pages around the middle: nothing for the pages scrolled past.
    await expect(callCount(args.onPageRequest)).toBeLessThanOrEqual(4);
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(100);
  },
};

export const FocusStaysWhileARowLoads: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'All employees' });
    await waitFor(() => expect(within(grid).getByText('E000001')).toBeVisible(), serverWait);
    await tabTo(within(grid).getByText('E000001').closest('tr') as HTMLElement);

    // End reaches the last row before its page arrives; the focus stays on it as it fills in.
    await userEvent.keyboard('{End}');
    const last = () => grid.querySelector('tr[aria-rowindex="100001"]');
    await waitFor(() => expect(last()).toHaveFocus());
    await waitFor(() => expect(last()).toHaveTextContent('E100000'), serverWait);
    await expect(last()).not.toHaveAttribute('aria-busy');
    await expect(last()).toHaveFocus();
  },
};

export const SortReloadsTheRowsInView: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'All employees' });
    await waitFor(() => expect(within(grid).getByText('E000001')).toBeVisible(), serverWait);
    const header = within(grid).getByRole('columnheader', { name: 'Employee No' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(header).getByRole('button', { name: 'Employee No' }));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(within(grid).getByText('E100000')).toBeVisible(), serverWait);
    await expect(within(grid).getByText('E100000').closest('tr')).toHaveAttribute('aria-rowindex', '2');
    await expect(expectRowsInEmployeeNoOrder(grid, true)).toBeGreaterThan(5);
  },
};

const firstRows = generateEmployees(20);

export const RowsNotLoadedYet: Story = {
  render: (args) => (
    <DataTable
      caption="All employees"
      columns={employeeColumns}
      rowCount={SERVER_ROW_COUNT}
      data={firstRows}
      onVisibleRangeChange={args.onVisibleRangeChange}
      onRowAction={args.onRowAction}
      onExportCsv={args.onExportCsv}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'All employees' });
    await expect(grid).toHaveAttribute('aria-rowcount', '100001');
    await waitFor(() => expect(within(grid).getByText('E000001')).toBeVisible(), serverWait);
    await waitFor(() =>
      expect(args.onVisibleRangeChange).toHaveBeenLastCalledWith(expect.objectContaining({ startIndex: 0 })),
    );

    const scroller = grid.parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight / 10;
    await waitFor(() => expect(within(grid).getAllByText('Loading row…').length).toBeGreaterThan(5));
    const placeholders = within(grid).getAllByText('Loading row…');
    const rows = placeholders.map((text) => text.closest('tr') as HTMLElement);
    const places = rows.map((row) => Number(row.getAttribute('aria-rowindex')));
    await expect(places[0]).toBeGreaterThan(9000);
    await expect(places).toEqual(places.map((_, offset) => (places[0] ?? 0) + offset));
    for (const row of rows) await expect(row).toHaveAttribute('aria-busy', 'true');

    // The caller hears which rows are in view: around row 10,000, a screenful and a few more.
    await waitFor(() => {
      const range = lastRange(args.onVisibleRangeChange);
      // aria-rowindex counts from 1 and the header row first: index = aria-rowindex - 2.
      expect(range.startIndex).toBeLessThanOrEqual((places[0] ?? 0) - 2);
      expect(range.endIndex).toBeGreaterThanOrEqual((places.at(-1) ?? 0) - 2);
      expect(range.endIndex - range.startIndex).toBeLessThan(60);
    });

    await userEvent.click(rows[2] as HTMLElement);
    await expect(args.onRowAction).not.toHaveBeenCalled();

    // Export goes to the caller, which can fetch every row; the browser holds only a few.
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExportCsv).toHaveBeenCalledTimes(1);
  },
};

export const NoServerRows: Story = {
  render: () => (
    <DataTable
      caption="All employees"
      columns={employeeColumns}
      rowCount={0}
      data={[]}
      emptyState="No employees found"
    />
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'All employees' });
    await expect(within(grid).getByText('No employees found')).toBeVisible();
    await expect(grid).toHaveAttribute('aria-rowcount', '2');
  },
};

/** How many times a story's `fn()` was called. */
function callCount(spy: unknown): number {
  return (spy as ReturnType<typeof fn>).mock.calls.length;
}

/** The first argument of a story's `fn()` at its last call. */
function lastRange(spy: unknown): DataTableRange {
  return (spy as ReturnType<typeof fn>).mock.lastCall?.[0] as DataTableRange;
}
