import type { Meta, StoryObj } from '@storybook/react-vite';
import Papa from 'papaparse';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from './DataTable.tsx';
import { columnTexts, type Employee, employeeColumns, employees, tabTo } from './DataTableStoryData.ts';

const EmployeeTable = DataTable<Employee>;

/** The DataTable's toolbar: the Columns menu and the Export CSV button. */
const meta = {
  title: 'UI/DataTable/Toolbar',
  component: EmployeeTable,
  args: {
    caption: 'Employees',
    columns: employeeColumns,
    data: employees,
    height: 320,
    onColumnVisibilityChange: fn(),
  },
} satisfies Meta<typeof EmployeeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HideColumnByClick: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Employees' });
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));

    const menu = await within(document.body).findByRole('menu', { name: 'Columns' });
    const email = within(menu).getByRole('menuitemcheckbox', { name: 'Email Address' });
    await expect(email).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(email);

    await waitFor(() =>
      expect(within(grid).queryByRole('columnheader', { name: 'Email Address' })).not.toBeInTheDocument(),
    );
    await expect(email).toHaveAttribute('aria-checked', 'false');
    await expect(args.onColumnVisibilityChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ email: false, name: true }),
    );

    await userEvent.click(email);
    await waitFor(() =>
      expect(within(grid).getByRole('columnheader', { name: 'Email Address' })).toBeInTheDocument(),
    );
  },
};

export const HideColumnByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Employees' });
    const trigger = canvas.getByRole('button', { name: 'Columns' });
    await tabTo(trigger);
    await userEvent.keyboard('{Enter}');

    const menu = await within(document.body).findByRole('menu', { name: 'Columns' });
    await waitFor(() => expect(within(menu).getAllByRole('menuitemcheckbox')[0]).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Position' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(within(grid).queryByRole('columnheader', { name: 'Position' })).not.toBeInTheDocument(),
    );

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LastColumnStays: Story = {
  args: { defaultColumnVisibility: { employeeNo: false, email: false, position: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Employees' })).toHaveAttribute('aria-colcount', '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = await within(document.body).findByRole('menu', { name: 'Columns' });
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Employee Name' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Position' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

export const ExportCsv: Story = {
  args: {
    csvFileName: 'employees.csv',
    defaultColumnVisibility: { email: false },
    defaultSorting: [{ id: 'name', desc: true }],
  },
  play: async ({ canvasElement }) => {
    const createObjectURL = spyOn(URL, 'createObjectURL').mockReturnValue('blob:employees');
    // The download itself is the browser's; the test stops at the link it is asked to follow.
    const clickLink = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));

      await expect(createObjectURL).toHaveBeenCalledTimes(1);
      const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
      await expect(blob.type).toBe('text/csv;charset=utf-8');
      const lines = Papa.parse<string[]>((await blob.text()).replace(/^\uFEFF/, '')).data;
      const shown = columnTexts(canvas.getByRole('grid', { name: 'Employees' }), 1);
      await expect(lines[0]).toEqual(['Employee No', 'Employee Name', 'Position']);
      await expect(lines.slice(1).map((line) => line[1])).toEqual(shown);
      await expect(shown[0]).toBe('Yaw Darko');

      const link = clickLink.mock.contexts[0] as HTMLAnchorElement;
      await expect(link.download).toBe('employees.csv');
      await expect(link.href).toBe('blob:employees');
      await expect(link.isConnected).toBe(false);
    } finally {
      createObjectURL.mockRestore();
      clickLink.mockRestore();
    }
  },
};

export const ExportCsvByKeyboard: Story = {
  args: { csvFileName: 'employees.csv' },
  play: async ({ canvasElement }) => {
    const createObjectURL = spyOn(URL, 'createObjectURL').mockReturnValue('blob:employees');
    const clickLink = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await tabTo(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
      await userEvent.keyboard('{Enter}');
      await expect(clickLink).toHaveBeenCalledTimes(1);
      const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
      await expect(await blob.text()).toContain(
        'E0003,Kwame Asante,kwame.asante@example.com,Payroll Officer',
      );
    } finally {
      createObjectURL.mockRestore();
      clickLink.mockRestore();
    }
  },
};
