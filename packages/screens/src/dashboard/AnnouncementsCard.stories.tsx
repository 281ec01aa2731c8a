import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { announcements } from '../team/announcementStoryData.ts';
import { AnnouncementsCard } from './AnnouncementsCard.tsx';

const four = [...announcements, { ...announcements[1], id: 'ann-fourth', title: 'Fourth and oldest' }].map(
  ({ id, title, effectiveDate, read }) => ({
    id: id ?? '',
    title: title ?? '',
    effectiveDate: effectiveDate ?? '',
    read: read ?? true,
  }),
);

const meta = {
  title: 'Screens/Dashboard/AnnouncementsCard',
  component: AnnouncementsCard,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    announcements: four,
    onRetry: fn(),
    seeAllHref: '/team/announcement',
    announcementHref: (id: string) => `/team/announcement?open=${id}`,
  },
} satisfies Meta<typeof AnnouncementsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest three, each a link that opens it; the unread ones marked New; See all to the page. */
export const WithItems: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Announcements' });
    const items = within(card).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Office closed over the holidaysNew2026-12-01');
    await expect(within(items[1] as HTMLElement).queryByText('New')).toBeNull();
    await expect(within(items[2] as HTMLElement).getByText('New')).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Office closed over the holidays' })).toHaveAttribute(
      'href',
      '/team/announcement?open=ann-holidays',
    );
    await expect(within(card).queryByText('Fourth and oldest')).toBeNull();
    await expect(within(card).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/team/announcement',
    );
  },
};

export const Empty: Story = {
  args: { announcements: [] },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Announcements' });
    await expect(within(card).getByText('No announcements yet')).toBeVisible();
    await expect(within(card).queryByRole('link', { name: 'See all' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', announcements: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the announcements' }),
    ).toBeVisible();
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
