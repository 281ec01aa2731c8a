import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRegionalSettings } from '../storySupport/withRegionalSettings.tsx';
import { FlaggedPunchesPanel } from './FlaggedPunchesPanel.tsx';
import type { FlaggedPunchesPanelProps } from './flaggedPunches.ts';
import { flaggedPunches } from './flaggedPunchStoryData.ts';

const meta = {
  title: 'Screens/Attendance/FlaggedPunchesPanel',
  component: FlaggedPunchesPanel,
  tags: ['autodocs'],
  decorators: [withRegionalSettings('DD/MM/YYYY')],
  args: {
    status: 'ready',
    punches: flaggedPunches,
    onRetry: fn(),
    onReview: fn<FlaggedPunchesPanelProps['onReview']>(async () => null),
  },
} satisfies Meta<typeof FlaggedPunchesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const KOFI = 'Kofi Boateng, 01/12/2026 08:12 in';
const AMA = 'Ama Mensah, 01/12/2026 17:05 out';

/** Each punch says why it is flagged; one is accepted, the other rejected. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem', { name: KOFI })).toHaveTextContent(
      'Outside every site (24310 m from Head office): Client visit at Tema port',
    );
    await expect(canvas.getByRole('listitem', { name: AMA })).toHaveTextContent(
      'Sent later: device time 17:05, arrived 19:40; counted at 17:05',
    );
    await userEvent.click(canvas.getByRole('button', { name: `Accept: ${KOFI}` }));
    await expect(args.onReview).toHaveBeenCalledWith('fp-outside', 'accepted');
    await expect(canvas.getByRole('status')).toHaveTextContent(`${KOFI} accepted.`);
    await userEvent.click(canvas.getByRole('button', { name: `Reject: ${AMA}` }));
    await expect(args.onReview).toHaveBeenCalledWith('fp-late-sent', 'rejected');
  },
};

/** The server refused the review: its words above the list, the buttons usable again. */
export const ReviewRefused: Story = {
  args: {
    onReview: fn<FlaggedPunchesPanelProps['onReview']>(async () => ({
      message: 'This punch was reviewed already.',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Accept: ${KOFI}` }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This punch was reviewed already.');
    await expect(canvas.getByRole('button', { name: `Accept: ${KOFI}` })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { punches: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No flagged punches to review.')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', punches: [] } };

export const LoadFailed: Story = {
  args: { status: 'error', punches: [], errorMessage: 'The server did not answer.' },
};
