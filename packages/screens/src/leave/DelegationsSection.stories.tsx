import { DELEGATION_MESSAGES } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, chooseOption, findDialog, grid, rowOf } from '../employer/referenceStoryHelpers.ts';
import { ApprovalWorkflowsScreen } from './ApprovalWorkflowsScreen.tsx';
import type { DelegationsProps } from './approvalWorkflow.ts';
import { delegations, delegationsArgs, screenArgs } from './approvalWorkflowStoryData.ts';

type Add = DelegationsProps['onAdd'];
type Delete = DelegationsProps['onDelete'];

/** An employee's page: their own delegations, no workflows. */
const employeeView = (overrides: Partial<DelegationsProps> = {}) => ({
  delegations: delegationsArgs({ canChooseApprover: false, ...overrides }),
});

const meta = {
  title: 'Screens/Leave/Delegations',
  component: ApprovalWorkflowsScreen,
  tags: ['autodocs'],
  args: employeeView(),
} satisfies Meta<typeof ApprovalWorkflowsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => grid(canvasElement, 'Delegations');
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

async function openAdd(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Delegation' }));
  return findDialog('Add Delegation');
}

/** Types a date into a date field, month first, as the US locale of the stories reads it. */
async function typeDate(dialog: HTMLElement, label: string, digits: string) {
  await userEvent.click(within(dialog).getByRole('spinbutton', { name: new RegExp(`month, ${label}`, 'i') }));
  await userEvent.keyboard(digits);
}

/** An employee's view: the page is their delegations, with no workflows and no Approver to choose. */
export const EmployeeView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Delegations' })).toBeVisible();
    await expect(canvas.queryByRole('grid', { name: 'Approval Workflows' })).not.toBeInTheDocument();
    const headers = within(table(canvasElement)).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Approver',
      'Delegate',
      'From',
      'To',
      'Actions',
    ]);
    await expect(rowOf(table(canvasElement), 'Efua Owusu')).toHaveTextContent('Kwame Asante');
    await expect(rowOf(table(canvasElement), 'Efua Owusu')).toHaveTextContent('2026-03-16');
    const dialog = await openAdd(canvasElement);
    await expect(within(dialog).queryByRole('combobox', { name: 'Approver' })).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('combobox', { name: 'Delegate' })).toBeRequired();
  },
};

export const Empty: Story = {
  args: employeeView({ items: [] }),
  play: async ({ canvasElement }) => {
    await expect(within(table(canvasElement)).getByText('No delegations')).toBeVisible();
  },
};

export const Loading: Story = {
  args: employeeView({ status: 'loading', items: [] }),
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: employeeView({ status: 'error', items: [], errorMessage: 'The server did not answer.' }),
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The delegations could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.delegations.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A delegation that ends before it starts is refused before anything is sent; then it is added. */
export const ToBeforeFromRefused: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await chooseOption(dialog, 'Delegate', 'Efua', 'Efua Owusu');
    await typeDate(dialog, 'From', '03202026');
    await typeDate(dialog, 'To', '03182026');
    await save(dialog);
    await waitFor(() => expect(within(dialog).getByText(DELEGATION_MESSAGES.backwards)).toBeVisible());
    await expect(args.delegations.onAdd).not.toHaveBeenCalled();
    await typeDate(dialog, 'To', '03272026');
    await save(dialog);
    await waitFor(() =>
      expect(args.delegations.onAdd).toHaveBeenCalledWith({
        approverEmployeeId: null,
        delegateEmployeeId: 'emp-3',
        from: '2026-03-20',
        to: '2026-03-27',
      }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Delegation added.');
  },
};

/** An administrator hands over an employee's approvals; the server's refusal shows, the fields stay. */
export const AdministratorServerError: Story = {
  args: {
    ...screenArgs(
      {},
      {
        onAdd: fn<Add>(async () => ({
          field: 'delegateEmployeeId',
          message: 'The delegate must be another of the employer’s current employees.',
        })),
      },
    ),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await chooseOption(dialog, 'Approver', 'Kwame', 'Kwame Asante');
    await chooseOption(dialog, 'Delegate', 'Ama', 'Ama Mensah');
    await save(dialog);
    const delegate = within(dialog).getByRole('combobox', { name: 'Delegate' });
    await waitFor(() =>
      expect(delegate).toHaveAccessibleDescription(expect.stringContaining('current employees')),
    );
    await expect(args.delegations.onAdd).toHaveBeenCalledWith({
      approverEmployeeId: 'emp-2',
      delegateEmployeeId: 'emp-1',
      from: '2026-03-10',
      to: '2026-03-10',
    });
    await expect(within(dialog).getByRole('combobox', { name: 'Approver' })).toHaveValue('Kwame Asante');
  },
};

/** Delete asks first; a refusal keeps the confirmation open with its reason. */
export const Delete: Story = {
  args: employeeView({
    onDelete: fn<Delete>(async () => ({
      message: 'Only the approver who delegated, or an administrator, can take a delegation back.',
    })),
  }),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(table(canvasElement)).getByRole('button', { name: /Delete the delegation from Kwame Asante/ }),
    );
    const confirm = await body.findByRole('alertdialog', { name: 'Delete delegation?' });
    await expect(confirm).toHaveTextContent('Efua Owusu will no longer decide in place of Kwame Asante');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.delegations.onDelete).toHaveBeenCalledWith(delegations[0]);
    await waitFor(() => expect(within(confirm).getByRole('alert')).toHaveTextContent('Only the approver'));
  },
};
