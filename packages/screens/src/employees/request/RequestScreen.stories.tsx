import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, expectNoDialog, findDialog } from '../../employer/referenceStoryHelpers.ts';
import { chooseIn } from '../../payroll/employeePayStoryHelpers.ts';
import { LetterTemplateEditor } from './LetterTemplateEditor.tsx';
import { RequestScreen } from './RequestScreen.tsx';
import { banks, myRequests, waitingForMe } from './requestStoryData.ts';
import type { RequestScreenProps } from './requests.ts';

const meta = {
  title: 'Screens/Employees/RequestScreen',
  component: RequestScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    requests: myRequests,
    toDecide: [],
    ownEmployeeId: 'e-ama',
    banks,
    onRetry: fn(),
    onAsk: fn<RequestScreenProps['onAsk']>(async () => null),
    onWithdraw: fn<RequestScreenProps['onWithdraw']>(async () => null),
    onDecide: fn<RequestScreenProps['onDecide']>(async () => null),
    onDownloadLetter: fn(),
  },
} satisfies Meta<typeof RequestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const mine = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: 'My requests' });

/** The employee's own requests, one in each state. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(mine(canvasElement));
    await expect(list.getByText('Waiting for Kwame Boateng · asked on 2026-11-20')).toBeVisible();
    await expect(
      list.getByText('Rejected by Efua Owusu on 2026-11-21: Send the marriage certificate first.'),
    ).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: 'Download PDF: Salary certificate' }));
    await expect(args.onDownloadLetter).toHaveBeenCalledWith('r-letter');
  },
};

export const Loading: Story = { args: { status: 'loading', requests: [] } };

export const LoadFailed: Story = {
  args: { status: 'error', errorMessage: 'The server did not answer.', requests: [] },
};

export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/You have asked for nothing yet/)).toBeVisible();
  },
};

export const Withdraw: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(mine(canvasElement)).getByRole('button', {
        name: 'Withdraw: Bank account: GCB Bank 0012345678',
      }),
    );
    await expect(args.onWithdraw).toHaveBeenCalledWith('r-bank');
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Bank account: GCB Bank 0012345678 withdrawn.',
    );
  },
};

export const AskForALetter: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New request' }));
    const dialog = await findDialog('New request');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Letter' }));
    await chooseIn(dialog, /Letter$/, 'Salary certificate');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'For my rent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await expect(args.onAsk).toHaveBeenCalledWith({
      kind: 'Letter',
      letter: 'Salary certificate',
      reason: 'For my rent',
    });
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Salary certificate asked for.',
    );
  },
};

export const AskToChangeBankAccount: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New request' }));
    const dialog = await findDialog('New request');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await expect(await within(dialog).findByText('Account number is required.')).toBeVisible();
    await expect(within(dialog).getByText('Bank is required.')).toBeVisible();
    await expect(args.onAsk).not.toHaveBeenCalled();
    await chooseIn(dialog, /Bank$/, 'GCB Bank');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Account number/ }), '0012345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await expect(args.onAsk).toHaveBeenCalledWith({
      kind: 'Change of details',
      subject: 'Bank account',
      bankId: 'b-gcb',
      bankAccount: '0012345678',
      reason: null,
    });
  },
};

export const AskRefusedKeepsTyping: Story = {
  args: {
    onAsk: fn<RequestScreenProps['onAsk']>(async () => ({
      message: 'This is what your record already says.',
      field: 'firstName',
    })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New request' }));
    const dialog = await findDialog('New request');
    await chooseIn(dialog, /Detail to change$/, 'Name');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Ama');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Mensah');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await expect(await within(dialog).findByText('This is what your record already says.')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /Last name/ })).toHaveValue('Mensah');
  },
};

/** An approver: the requests waiting on their decision come first; rejecting asks for the reason. */
export const Approver: Story = {
  args: { toDecide: waitingForMe },
  play: async ({ canvasElement, args }) => {
    const waiting = within(within(canvasElement).getByRole('list', { name: 'Waiting for your decision' }));
    await userEvent.click(
      waiting.getByRole('button', { name: 'Reject: Kofi Boateng, Employment confirmation' }),
    );
    const dialog = await findDialog('Reject Kofi Boateng: Employment confirmation');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await within(dialog).findByText('Give the reason for rejecting.')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Ask HR directly.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(args.onDecide).toHaveBeenCalledWith('r-kofi', 'reject', 'Ask HR directly.');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(
      waiting.getByRole('button', { name: 'Approve: Kofi Boateng, Employment confirmation' }),
    );
    await expect(args.onDecide).toHaveBeenCalledWith('r-kofi', 'approve', null);
  },
};

/** HR without a record of their own: the requests of the people they reach, and the letter templates. */
export const HumanResources: Story = {
  args: {
    ownEmployeeId: null,
    toDecide: waitingForMe,
    templateEditor: (
      <LetterTemplateEditor
        templates={[{ kind: 'Employment confirmation', body: 'Dear {employee.fullName},', custom: true }]}
        onSave={fn(async () => null)}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'New request' })).toBeNull();
    await expect(
      within(canvasElement).getByRole('list', { name: 'Requests of the people you reach' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { name: 'Letter templates' })).toBeVisible();
  },
};
