import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SetUpChecklistCard, type SetUpItem, type SetUpItemId } from './SetUpChecklistCard.tsx';

const ORDER: SetUpItemId[] = [
  'employerInformation',
  'departmentsAndPositions',
  'employees',
  'leave',
  'payroll',
  'invitations',
];
const itemsDone = (...done: SetUpItemId[]): SetUpItem[] =>
  ORDER.map((id) => ({ id, done: done.includes(id) }));

const meta = {
  title: 'Screens/Dashboard/SetUpChecklistCard',
  component: SetUpChecklistCard,
  tags: ['autodocs'],
  args: {
    items: itemsDone('employerInformation', 'departmentsAndPositions'),
    extraLinks: { employees: [{ label: 'Import from a spreadsheet', href: '/employees/import' }] },
    onDismiss: fn(),
  },
} satisfies Meta<typeof SetUpChecklistCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Set up your organisation' }));
const item = (canvasElement: HTMLElement, title: string) => {
  const heading = card(canvasElement).getByRole('heading', { name: title, level: 3 });
  return within(heading.closest('li') as HTMLElement);
};

/** Two of six done: the done ones say so and offer nothing; the rest link to where they are done. */
export const Halfway: Story = {
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByRole('progressbar', { name: 'Set-up progress' })).toHaveAttribute(
      'aria-valuetext',
      '2 of 6 done',
    );
    const information = item(canvasElement, 'Employer information');
    await expect(information.getByText('Done')).toBeVisible();
    await expect(information.queryByRole('link')).not.toBeInTheDocument();
    const employees = item(canvasElement, 'Employees');
    await expect(employees.getByRole('link', { name: 'Add an employee' })).toHaveAttribute(
      'href',
      '/management/employee-creation',
    );
    await expect(employees.getByRole('link', { name: 'Import from a spreadsheet' })).toHaveAttribute(
      'href',
      '/employees/import',
    );
    await expect(
      item(canvasElement, 'Payroll settings and tables').getByRole('link', { name: 'Statutory tables' }),
    ).toHaveAttribute('href', '/payroll/statutory-table');
  },
};

/** A new employer: nothing done yet, every item with its links. */
export const NewEmployer: Story = {
  args: { items: itemsDone() },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).queryByText('Done')).not.toBeInTheDocument();
    await expect(card(canvasElement).getAllByRole('listitem')).toHaveLength(6);
  },
};

/** One left: inviting the employees. */
export const OneLeft: Story = {
  args: {
    items: itemsDone('employerInformation', 'departmentsAndPositions', 'employees', 'leave', 'payroll'),
  },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getAllByText('Done')).toHaveLength(5);
    await expect(
      item(canvasElement, 'Invite employees').getByRole('link', { name: 'Employees' }),
    ).toHaveAttribute('href', '/employee');
  },
};

/** Hide checklist asks the page to hide it. */
export const Hiding: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(card(canvasElement).getByRole('button', { name: 'Hide checklist' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** While the hiding is saved the button shows it is working. */
export const Dismissing: Story = {
  args: { isDismissing: true },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByRole('button', { name: /Hide checklist/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The hiding failed: the reason shows and the checklist stays. */
export const DismissFailed: Story = {
  args: { dismissError: 'The server could not be reached. Check your connection and try again.' },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByRole('alert')).toHaveTextContent(
      'The checklist could not be hidden.',
    );
  },
};
