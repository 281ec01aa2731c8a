import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { findDialog, grid, shownCodes } from '../employer/referenceStoryHelpers.ts';
import { ApprovalWorkflowsScreen } from '../leave/ApprovalWorkflowsScreen.tsx';
import type { WorkflowItem } from '../leave/approvalWorkflow.ts';
import { screenArgs, workflows } from '../leave/approvalWorkflowStoryData.ts';

/**
 * Expense Claims › Approval WorkFlow: leave's page and editor, of the expense kind. The editor's own
 * flows (steps, validation, refusals) are leave's stories; these show what the kind changes.
 */
const meta = {
  title: 'Screens/Expenses/ApprovalWorkflowsScreen',
  component: ApprovalWorkflowsScreen,
  tags: ['autodocs'],
  args: {
    kind: 'expense',
    ...screenArgs({
      items: [
        {
          ...(workflows[0] as WorkflowItem),
          id: 'ewf-1',
          code: 'CLAIMS',
          name: 'Manager then finance',
          escalateAfterDays: 5,
        },
      ],
    }),
  },
} satisfies Meta<typeof ApprovalWorkflowsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The expense workflows under their own heading, the delegations below; Default speaks of claims. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Expense Approval Workflows' })).toBeVisible();
    await expect(shownCodes(grid(canvasElement, 'Expense Approval Workflows'))).toEqual(['CLAIMS']);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Delegations' })).toBeVisible();
    const [add] = canvas.getAllByRole('button', { name: 'Add Workflow' });
    await userEvent.click(add as HTMLElement);
    const dialog = await findDialog('Add Workflow');
    await expect(
      within(dialog).getByRole('checkbox', { name: 'Default workflow' }),
    ).toHaveAccessibleDescription(
      'Decides every expense claim submitted: each step approves, lowers or rejects it.',
    );
  },
};

export const Empty: Story = {
  args: screenArgs({ items: [] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No expense approval workflows yet')).toBeVisible();
  },
};
