import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { findDialog, grid, shownCodes } from '../employer/referenceStoryHelpers.ts';
import { ApprovalWorkflowsScreen } from '../leave/ApprovalWorkflowsScreen.tsx';
import type { WorkflowItem } from '../leave/approvalWorkflow.ts';
import { screenArgs, workflows } from '../leave/approvalWorkflowStoryData.ts';

/**
 * Document WorkFlow › Approval WorkFlow: leave's page and editor, of the document kind. The editor's
 * own flows (steps, validation, refusals) are leave's stories; these show what the kind changes.
 */
const meta = {
  title: 'Screens/Documents/ApprovalWorkflowsScreen',
  component: ApprovalWorkflowsScreen,
  tags: ['autodocs'],
  args: {
    kind: 'document',
    ...screenArgs({
      items: [
        {
          ...(workflows[0] as WorkflowItem),
          id: 'dwf-1',
          code: 'POLICY',
          name: 'Policy sign-off',
          escalateAfterDays: null,
        },
      ],
    }),
  },
} satisfies Meta<typeof ApprovalWorkflowsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The document workflows under their own heading, the delegations below; Default speaks of documents. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Document Approval Workflows' }),
    ).toBeVisible();
    const table = grid(canvasElement, 'Document Approval Workflows');
    await expect(shownCodes(table)).toEqual(['POLICY']);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Delegations' })).toBeVisible();
    const [add] = canvas.getAllByRole('button', { name: 'Add Workflow' });
    await userEvent.click(add as HTMLElement);
    const dialog = await findDialog('Add Workflow');
    await expect(
      within(dialog).getByRole('checkbox', { name: 'Default workflow' }),
    ).toHaveAccessibleDescription('Offered first when a document request is to be signed off step by step.');
  },
};

export const Empty: Story = {
  args: screenArgs({ items: [] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No document approval workflows yet')).toBeVisible();
  },
};
