import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { publishedAnnouncements } from './announcementStoryData.ts';
import { MyAnnouncementsScreen } from './MyAnnouncementsScreen.tsx';

const meta = {
  title: 'Screens/Team/MyAnnouncementsScreen',
  component: MyAnnouncementsScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    announcements: publishedAnnouncements,
    total: publishedAnnouncements.length,
    onRetry: fn(),
    onShowMore: fn(),
    onRead: fn(),
    onDownload: fn(),
  },
} satisfies Meta<typeof MyAnnouncementsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const holidays = /^Office closed over the holidays/;

/** Newest first, each closed; the unread one carries "New", the read one does not. */
export const ReadAndUnread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const triggers = canvas.getAllByRole('button', { expanded: false });
    await expect(triggers.map((trigger) => trigger.textContent)).toEqual([
      'Office closed over the holidaysNew',
      'New canteen hours',
    ]);
    await expect(canvas.getByText('2026-12-01 · Abena Boateng')).toBeVisible();
    await expect(canvas.getByText('2 of 2')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** Opening an unread one shows its content and files and marks it read; a read one is not sent again. */
export const OpenMarksRead: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: holidays }));
    await expect(args.onRead).toHaveBeenCalledWith(publishedAnnouncements[0]);
    await expect(canvas.getByText(/The office closes from/)).toBeVisible();
    const files = canvas.getByRole('list', { name: 'Files of Office closed over the holidays' });
    await userEvent.click(within(files).getByRole('button', { name: 'Holiday policy 2027.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledWith(publishedAnnouncements[0]?.attachments[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'New canteen hours' }));
    await expect(args.onRead).toHaveBeenCalledTimes(1);
  },
};

/** All read: no "New" anywhere. */
export const AllRead: Story = {
  args: { announcements: publishedAnnouncements.map((announcement) => ({ ...announcement, read: true })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('New')).toBeNull();
  },
};

/** The bell's link: that announcement opens at once and counts as read. */
export const OpenedFromTheBell: Story = {
  args: { openId: 'ann-holidays' },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: holidays })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(args.onRead).toHaveBeenCalledWith(publishedAnnouncements[0]);
  },
};

/** More than one page: Show more asks for the next. */
export const Paged: Story = {
  args: { total: 45 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 of 45')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading', announcements: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the announcements' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { announcements: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No announcements yet')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The announcements could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
