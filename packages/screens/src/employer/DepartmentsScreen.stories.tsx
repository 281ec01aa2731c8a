import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DepartmentsScreen } from './DepartmentsScreen.tsx';
import { departments, employees, referenceArgs } from './employerStoryData.ts';
import { referenceDataStories } from './referenceDataStories.ts';
import { body, chooseOption, expectNoDialog, findDialog, grid } from './referenceStoryHelpers.ts';

const meta = {
  title: 'Screens/Employer/DepartmentsScreen',
  component: DepartmentsScreen,
  tags: ['autodocs'],
  args: { ...referenceArgs(departments), employees },
} satisfies Meta<typeof DepartmentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = referenceDataStories({
  title: 'Departments',
  one: 'department',
  many: 'departments',
  addLabel: 'Add Department',
  addTitle: 'Add Department',
  editTitle: 'Edit department',
  headers: ['Code', 'Name', 'Head', 'Active'],
  items: departments,
  valuesOf: ({ code, name, active, head }) => ({ code, name, active, headId: head?.id ?? null }),
  fillExtras: async (dialog) => {
    await chooseOption(dialog, 'Head', 'ama', 'Ama Mensah');
    return { headId: 'emp-1' };
  },
});

export const Default = stories.Default;
export const Loading = stories.Loading;
export const ErrorState = stories.ErrorState;
export const Empty = stories.Empty;
export const Filter = stories.Filter;
export const Sort = stories.Sort;
export const Add = stories.Add;
export const RequiredFields = stories.RequiredFields;
export const CodeTooLong = stories.CodeTooLong;
export const DuplicateCode = stories.DuplicateCode;
export const Edit = stories.Edit;
export const DeleteRefused = stories.DeleteRefused;
export const Deactivate = stories.Deactivate;
export const Cancel = stories.Cancel;

/** The head shows in the dialog and can be changed to another employee. */
export const ChangeHead: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(grid(canvasElement, 'Departments')).getByText('Engineering'));
    const dialog = await findDialog('Edit department');
    const head = within(dialog).getByRole('combobox', { name: 'Head' });
    await expect(head).toHaveValue('Ama Mensah');
    await userEvent.clear(head);
    await chooseOption(dialog, 'Head', 'kwa', 'Kwame Asante');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        { code: 'ENG', name: 'Engineering', active: true, headId: 'emp-2' },
        departments[0],
      ),
    );
  },
};

/** Nothing refers to Sales, so it goes once confirmed. */
export const Delete: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(grid(canvasElement, 'Departments')).getByText('Sales'));
    const dialog = await findDialog('Edit department');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete department?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(departments[3]);
    await expectNoDialog();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Sales deleted.');
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
    const table = grid(canvasElement, 'Departments');
    const parts = [
      canvas.getByRole('heading', { level: 1, name: 'Departments' }),
      canvas.getByRole('button', { name: 'Add Department' }),
      canvas.getByRole('searchbox', { name: 'Filter departments' }),
      table.parentElement as HTMLElement,
    ];
    for (const part of parts) {
      await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right + 0.5);
    }
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  },
};
