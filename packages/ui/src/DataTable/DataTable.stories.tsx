import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { DataTable } from './DataTable.tsx';
import {
  columnTexts,
  departmentColumns,
  departments,
  type Employee,
  employeeColumns,
  employees,
  generateEmployees,
  tabTo,
} from './DataTableStoryData.ts';

const EmployeeTable = DataTable<Employee>;

const meta = {
  title: 'UI/DataTable',
  component: EmployeeTable,
  args: {
    caption: 'Employees',
    columns: employeeColumns,
    data: employees,
    emptyState: 'No employees found',
    height: 360,
    onRowAction: fn(),
    onSortingChange: fn(),
  },
} satisfies Meta<typeof EmployeeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Employees' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(employees.length + 1));
    await expect(grid).toHaveAttribute('aria-rowcount', String(employees.length + 1));
    for (const name of ['Employee No', 'Employee Name', 'Email Address', 'Position']) {
      await expect(within(grid).getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(columnTexts(grid, 1)).toEqual(employees.map((employee) => employee.name));
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Employees' });
    await expect(within(grid).getByText('No employees found')).toBeVisible();
    await expect(grid).toHaveAttribute('aria-rowcount', '2');
  },
};

export const EmptyWithAction: Story = {
  args: {
    data: [],
    emptyState: (
      <EmptyState
        icon="users"
        title="No employees found"
        description="Employees you add appear here."
        action={<Button size="small">Add employee</Button>}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add employee' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, csvFileName: 'employees.csv' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Employees' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(within(grid).getByRole('progressbar', { name: 'Loading rows' })).toBeVisible();
    await expect(within(grid).queryByText('Ama Mensah')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const WithYesNo: Story = {
  render: () => <DataTable caption="Departments" columns={departmentColumns} data={departments} />,
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Departments' });
    await waitFor(() => expect(columnTexts(grid, 3)).toEqual(['Yes', 'Yes', 'No', 'Yes']));
    await userEvent.click(within(grid).getByRole('button', { name: 'Active' }));
    await expect(columnTexts(grid, 3)).toEqual(['No', 'Yes', 'Yes', 'Yes']);
  },
};

export const HiddenColumns: Story = {
  args: { defaultColumnVisibility: { email: false } },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Employees' });
    await expect(within(grid).queryByRole('columnheader', { name: 'Email Address' })).not.toBeInTheDocument();
    await expect(grid).toHaveAttribute('aria-colcount', '3');
    await expect(within(grid).queryByText('ama.mensah@example.com')).not.toBeInTheDocument();
  },
};

function HundredThousandEmployees({ onRowAction }: { onRowAction?: (employee: Employee) => void }) {
  const data = useMemo(() => generateEmployees(100_000), []);
  return (
    <DataTable caption="All employees" columns={employeeColumns} data={data} onRowAction={onRowAction} />
  );
}

export const HundredThousandRows: Story = {
  render: (args) => <HundredThousandEmployees onRowAction={args.onRowAction} />,
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'All employees' });
    await expect(grid).toHaveAttribute('aria-rowcount', '100001');
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(5));
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(100);

    const scroller = grid.parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(within(grid).getByText('E100000')).toBeVisible());
    const lastRow = within(grid).getByText('E100000').closest('tr');
    await expect(lastRow).toHaveAttribute('aria-rowindex', '100001');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(100);

    // Keyboard: Home jumps back to the first row and moves the focus there.
    await tabTo(within(grid).getAllByRole('row')[1] as HTMLElement);
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(within(grid).getByText('E000001').closest('tr')).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(grid).getByText('E100000').closest('tr')).toHaveFocus());
  },
};

export const SortByClick: Story = {
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Employees' });
    const header = within(grid).getByRole('columnheader', { name: 'Employee Name' });
    await expect(header).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(header).getByRole('button', { name: 'Employee Name' }));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(columnTexts(grid, 1)).toEqual([
      'Abena Boateng',
      'Ama Mensah',
      'Efua Owusu',
      'Kwame Asante',
      'Yaw Darko',
    ]);
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);

    await userEvent.click(within(header).getByRole('button', { name: 'Employee Name' }));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(columnTexts(grid, 1)[0]).toBe('Yaw Darko');
  },
};

export const SortByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Employees' });
    const header = within(grid).getByRole('columnheader', { name: 'Employee No' });
    await tabTo(within(header).getByRole('button'));

    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(columnTexts(grid, 0)).toEqual(['E0001', 'E0002', 'E0003', 'E0004', 'E0005']);

    await userEvent.keyboard(' ');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(columnTexts(grid, 0)).toEqual(['E0005', 'E0004', 'E0003', 'E0002', 'E0001']);
  },
};

export const RowActionByClick: Story = {
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Employees' });
    await userEvent.click(within(grid).getByText('Yaw Darko'));
    await expect(args.onRowAction).toHaveBeenCalledWith(employees[2]);
    await expect(within(grid).getByText('Yaw Darko').closest('tr')).toHaveFocus();
  },
};

export const RowActionByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Employees' });
    const rows = within(grid).getAllByRole('row');
    await tabTo(rows[1] as HTMLElement);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(rows[3]).toHaveFocus();
    await expect(rows[3]).toHaveAttribute('tabindex', '0');
    await expect(rows[1]).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith(employees[2]);

    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(employees[1]);
    await userEvent.keyboard('{End}');
    await expect(rows[employees.length]).toHaveFocus();

    // Shift+Tab leaves the rows; Tab comes back to the row last focused.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(rows[employees.length]).toHaveFocus();
  },
};

function ServerSortedEmployees({ onSortingChange }: { onSortingChange?: (sorting: SortingState) => void }) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'employeeNo', desc: true }]);
  // Stands in for the server: rows arrive already sorted as requested, and the table keeps that order.
  const data = useMemo(() => {
    const [sort] = sorting;
    if (!sort) return employees;
    const key = sort.id as keyof Employee;
    const ascending = [...employees].sort((a, b) => a[key].localeCompare(b[key]));
    return sort.desc ? ascending.reverse() : ascending;
  }, [sorting]);
  return (
    <DataTable
      caption="Employees"
      columns={employeeColumns}
      data={data}
      manualSorting
      sorting={sorting}
      onSortingChange={(next) => {
        onSortingChange?.(next);
        setSorting(next);
      }}
    />
  );
}

export const ServerSorting: Story = {
  render: (args) => <ServerSortedEmployees onSortingChange={args.onSortingChange} />,
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Employees' });
    await waitFor(() => expect(columnTexts(grid, 0)[0]).toBe('E0005'));
    await expect(within(grid).getByRole('columnheader', { name: 'Employee No' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await userEvent.click(within(grid).getByRole('button', { name: 'Position' }));
    await expect(args.onSortingChange).toHaveBeenCalledWith([{ id: 'position', desc: false }]);
    await expect(within(grid).getByRole('columnheader', { name: 'Position' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(columnTexts(grid, 3)).toEqual([
      'Accountant',
      'HR Manager',
      'Payroll Officer',
      'Receptionist',
      'Software Engineer',
    ]);
  },
};
