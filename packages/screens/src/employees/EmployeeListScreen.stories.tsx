import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmployeeListScreen, type EmployeeListScreenProps } from './EmployeeListScreen.tsx';
import {
  employeeRows,
  generatedEmployeeNo,
  PAGE_SIZE,
  useFakeEmployeeDirectory,
} from './employeeListStoryData.ts';
import { SEARCH_DEBOUNCE_MS } from './useDebouncedSearch.ts';

type EmployeeListStoryArgs = EmployeeListScreenProps & {
  /** Large only: every page the stand-in server is asked for. */
  onPageRequest?: (page: number) => void;
};

const meta = {
  title: 'Screens/Employees/EmployeeListScreen',
  component: EmployeeListScreen,
  args: {
    status: 'ready',
    total: employeeRows.length,
    rows: employeeRows,
    onVisibleRangeChange: fn(),
    onSearchChange: fn(),
    onSortingChange: fn(),
    onOpenEmployee: fn(),
    onExportCsv: fn(),
    onRetry: fn(),
    onPageRequest: fn(),
  },
} satisfies Meta<EmployeeListStoryArgs>;

export default meta;
type Story = StoryObj<EmployeeListStoryArgs>;

/** Waits that include a page's round trip get room for a busy test machine. */
const serverWait = { timeout: 3000 };

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Employees' });
const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Total: 4');
    const table = grid(canvasElement);
    await expect(table).toHaveAttribute('aria-rowcount', '5');
    for (const name of ['Employee No', 'Employee Name', 'Email Address', 'Position']) {
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(within(table).getByRole('columnheader', { name: 'Employee No' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await waitFor(() => expect(rowOf(table, 'Ama Mensah')).toHaveTextContent('ama.mensah@example.com'));
    await expect(rowOf(table, 'Kojo Addo')).toHaveTextContent('No position');
    await expect(canvas.getByRole('link', { name: 'Add employee' })).toHaveAttribute(
      'href',
      '/management/employee-creation',
    );

    await userEvent.click(within(table).getByText('Kwame Asante'));
    await expect(args.onOpenEmployee).toHaveBeenCalledWith(employeeRows[1]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onOpenEmployee).toHaveBeenLastCalledWith(employeeRows[2]);

    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExportCsv).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading', total: 0, rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = grid(canvasElement);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByRole('progressbar', { name: 'Loading rows' })).toBeVisible();
    await expect(canvas.getByRole('status')).not.toHaveTextContent('Total');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    status: 'error',
    total: 0,
    rows: [],
    errorMessage: 'The server did not answer. Check your connection and try again.',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The employee list could not be loaded.');
    await expect(alert).toHaveTextContent('The server did not answer. Check your connection and try again.');
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

export const Empty: Story = {
  args: { total: 0, rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Total: 0');
    await expect(within(grid(canvasElement)).getByText('No employees found')).toBeVisible();
  },
};

export const EmptySearch: Story = {
  args: { total: 0, rows: [], search: 'zz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search employees' })).toHaveValue('zz');
    await expect(canvas.getByRole('status')).toHaveTextContent('Total: 0 matching “zz”');
    await expect(within(grid(canvasElement)).getByText('No employees match “zz”')).toBeVisible();
    await expect(canvas.queryByText('No employees found')).not.toBeInTheDocument();
  },
};

export const Sorting: Story = {
  args: { sorting: { sortBy: 'employee_name', sortDirection: 'desc' } },
  play: async ({ args, canvasElement }) => {
    const table = grid(canvasElement);
    const name = within(table).getByRole('columnheader', { name: 'Employee Name' });
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getByRole('columnheader', { name: 'Employee No' })).not.toHaveAttribute(
      'aria-sort',
    );

    await userEvent.click(within(name).getByRole('button', { name: 'Employee Name' }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({
      sortBy: 'employee_name',
      sortDirection: 'asc',
    });
    await userEvent.click(within(table).getByRole('button', { name: 'Email Address' }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({
      sortBy: 'email_address',
      sortDirection: 'asc',
    });
    await expect(args.onSortingChange).toHaveBeenCalledTimes(2);
  },
};

export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('searchbox', { name: 'Search employees' });
    await userEvent.type(field, 'ama');
    await expect(args.onSearchChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith('ama'));
    await pause(SEARCH_DEBOUNCE_MS + 100);
    await expect(args.onSearchChange).toHaveBeenCalledTimes(1);

    // Enter searches at once; the pause that typing started then asks nothing more.
    await userEvent.type(field, ' mensah {Enter}');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('ama mensah');
    await pause(SEARCH_DEBOUNCE_MS + 100);
    await expect(args.onSearchChange).toHaveBeenCalledTimes(2);

    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
  },
};

function LargeEmployeeList({ onPageRequest, onOpenEmployee, onExportCsv }: EmployeeListStoryArgs) {
  const directory = useFakeEmployeeDirectory(onPageRequest);
  return <EmployeeListScreen {...directory} onOpenEmployee={onOpenEmployee} onExportCsv={onExportCsv} />;
}

/** Each loaded row's Employee No is its place in the list (aria-rowindex minus the header row). */
async function expectTrueRowNumbers(table: HTMLElement) {
  const loaded = within(table)
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.hasAttribute('aria-busy'));
  for (const row of loaded) {
    const index = Number(row.getAttribute('aria-rowindex')) - 2;
    await expect((row as HTMLTableRowElement).cells[0]).toHaveTextContent(generatedEmployeeNo(index));
  }
}

/** An employer with 100,000 employees: only the pages of the rows scrolled to are fetched. */
export const Large: Story = {
  render: (args) => <LargeEmployeeList {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Total: 100,000'), serverWait);
    const table = grid(canvasElement);
    await expect(table).toHaveAttribute('aria-rowcount', '100001');
    await waitFor(() => expect(within(table).getByText('E000001')).toBeVisible(), serverWait);

    // Three quarters down, as dragging the scrollbar does: those rows arrive with their true numbers.
    const scroller = table.parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight * 0.75;
    await waitFor(() => expect(within(table).getByText('E075001')).toBeVisible(), serverWait);
    await expect(rowOf(table, 'E075001')).toHaveAttribute('aria-rowindex', '75002');
    await waitFor(() => expect(within(table).queryAllByText('Loading row…')).toHaveLength(0), serverWait);
    await expectTrueRowNumbers(table);
    await expect(args.onPageRequest).toHaveBeenCalledWith(1501);
    const pages = (args.onPageRequest as ReturnType<typeof fn>).mock.calls.length;
    await expect(pages).toBeLessThanOrEqual(4);
    await expect(pages * PAGE_SIZE).toBeLessThan(300);

    await userEvent.click(within(table).getByText('E075003'));
    await expect(args.onOpenEmployee).toHaveBeenCalledWith(
      expect.objectContaining({ employee_no: 'E075003', email_address: expect.stringContaining('e075003') }),
    );

    // A search starts again at the top of its matches.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search employees' }), 'E09999');
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent('Total: 10 matching “E09999”'),
      serverWait,
    );
    await waitFor(
      () => expect(rowOf(grid(canvasElement), 'E099990')).toHaveAttribute('aria-rowindex', '2'),
      serverWait,
    );
    await expect(grid(canvasElement)).toHaveAttribute('aria-rowcount', '11');
  },
};

/** 320 px, the narrowest phone: the page fits, and the table scrolls sideways inside itself. */
export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = (canvasElement.firstElementChild as HTMLElement).getBoundingClientRect();
    await expect(frame.width).toBe(320);
    const table = grid(canvasElement);
    const parts = [
      canvas.getByRole('heading', { level: 1, name: 'Employees' }),
      canvas.getByRole('link', { name: 'Add employee' }),
      canvas.getByRole('searchbox', { name: 'Search employees' }),
      canvas.getByRole('button', { name: 'Export CSV' }),
      table.parentElement as HTMLElement,
    ];
    for (const part of parts) {
      await expect(part).toBeVisible();
      await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right + 0.5);
    }
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await waitFor(() => expect(within(table).getByText('Ama Mensah')).toBeVisible());
  },
};

/** For those who may create employees: the link to the import page beside Add employee. */
export const WithImport: Story = {
  args: { importHref: '/employee/import' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Import from a spreadsheet' })).toHaveAttribute(
      'href',
      '/employee/import',
    );
  },
};
