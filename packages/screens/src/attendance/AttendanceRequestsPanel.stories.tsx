import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { body, expectNoDialog, findDialog } from '../employer/referenceStoryHelpers.ts';
import { withRegionalSettings } from '../storySupport/withRegionalSettings.tsx';
import { AttendanceRequestsPanel } from './AttendanceRequestsPanel.tsx';
import { myAttendanceRequests, waitingOnManager } from './attendanceRequestStoryData.ts';
import type { AttendanceRequestsPanelProps } from './attendanceRequests.ts';

const meta = {
  title: 'Screens/Attendance/AttendanceRequestsPanel',
  component: AttendanceRequestsPanel,
  tags: ['autodocs'],
  decorators: [withRegionalSettings('DD/MM/YYYY')],
  args: {
    status: 'ready',
    requests: myAttendanceRequests,
    toDecide: [],
    ownEmployeeId: 'e-ama',
    today: '2026-12-02',
    onRetry: fn(),
    onAsk: fn<AttendanceRequestsPanelProps['onAsk']>(async () => undefined),
    onWithdraw: fn<AttendanceRequestsPanelProps['onWithdraw']>(async () => null),
    onDecide: fn<AttendanceRequestsPanelProps['onDecide']>(async () => null),
  },
} satisfies Meta<typeof AttendanceRequestsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const mine = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'My requests' }));

/** The person's own requests, one in each state; a pending one is withdrawn. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const list = mine(canvasElement);
    await expect(list.getByText('Forgot to punch, 27/11/2026: out 17:10', { exact: false })).toBeVisible();
    await expect(list.getByText('Waiting for Kwame Boateng · asked on 28/11/2026')).toBeVisible();
    await expect(
      list.getByText('Rejected by Kwame Boateng on 19/11/2026: The fair was on the 19th.'),
    ).toBeVisible();
    await userEvent.click(
      list.getByRole('button', { name: 'Withdraw: Forgot to punch, 27/11/2026: out 17:10' }),
    );
    await expect(args.onWithdraw).toHaveBeenCalledWith('ar-forgot');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Forgot to punch, 27/11/2026: out 17:10 withdrawn.',
    );
  },
};

export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No requests yet\./)).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', requests: [] } };

export const LoadFailed: Story = {
  args: { status: 'error', requests: [], errorMessage: 'The server did not answer.' },
};

/** A forgotten punch: the schema's messages on the fields, then the request as the domain reads it. */
export const AskForgotToPunch: Story = {
  args: { requests: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New request' }));
    const dialog = within(await findDialog('Attendance request'));
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(await dialog.findByText('Say what happened.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'The reader at the gate was down.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    // The schema asks for a time once the fields it checks one by one are filled.
    await expect(
      await dialog.findByText('Give the time you came in, the time you left, or both.'),
    ).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /In at/ }), '8:30');
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(
      await dialog.findByText('In at: Enter a time as HH:MM (24-hour), for example 09:00.'),
    ).toBeVisible();
    await expect(args.onAsk).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByRole('textbox', { name: /In at/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /In at/ }), '08:30');
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(args.onAsk).toHaveBeenCalledWith({
      kind: 'Forgot to punch',
      date: '2026-12-02',
      checkIn: '08:30',
      checkOut: null,
      reason: 'The reader at the gate was down.',
    });
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Forgot to punch, 02/12/2026: sent for approval.',
    );
  },
};

/** The first send is refused on the day, the second above the fields. */
const askRefusedTwice: Mock<AttendanceRequestsPanelProps['onAsk']> = fn(async () =>
  askRefusedTwice.mock.calls.length === 1
    ? { message: 'A request for this day is already waiting.', field: 'date' as const }
    : { message: 'Your employer has switched Attendance off.' },
);

/** The server's refusal goes on the field it names, or above the fields; nothing typed is lost. */
export const AskRefusedKeepsTyping: Story = {
  args: { onAsk: askRefusedTwice },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New request' }));
    const dialog = within(await findDialog('Attendance request'));
    await userEvent.click(dialog.getByRole('radio', { name: 'Work from home' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /In at/ }), '09:00');
    await userEvent.type(dialog.getByRole('textbox', { name: /Out at/ }), '17:00');
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Plumber at home.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(await dialog.findByText('A request for this day is already waiting.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Your employer has switched Attendance off.',
    );
    await expect(dialog.getByRole('radio', { name: 'Work from home' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: /Out at/ })).toHaveValue('17:00');
    await expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveValue('Plumber at home.');
  },
};

/** A line manager: the request waiting on them is rejected with a reason, then approved. */
export const Approver: Story = {
  args: { toDecide: waitingOnManager },
  play: async ({ canvasElement, args }) => {
    const waiting = within(within(canvasElement).getByRole('list', { name: 'Waiting for your decision' }));
    const name = 'Kofi Boateng, Forgot to punch, 01/12/2026: in 08:05';
    await userEvent.click(waiting.getByRole('button', { name: `Reject: ${name}` }));
    const dialog = await findDialog('Reject Kofi Boateng: Forgot to punch, 01/12/2026: in 08:05');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await within(dialog).findByText('Give the reason for rejecting.')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'You badged in at 08:40.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(args.onDecide).toHaveBeenCalledWith('ar-kofi', 'reject', 'You badged in at 08:40.');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(waiting.getByRole('button', { name: `Approve: ${name}` }));
    await expect(args.onDecide).toHaveBeenCalledWith('ar-kofi', 'approve', null);
  },
};

/** Whoever reaches others but has no record of their own: no New request, the others' requests. */
export const WithoutOwnRecord: Story = {
  args: { ownEmployeeId: null, requests: waitingOnManager },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'New request' })).toBeNull();
    await expect(
      within(canvasElement).getByRole('list', { name: 'Requests of the people you reach' }),
    ).toBeVisible();
  },
};
