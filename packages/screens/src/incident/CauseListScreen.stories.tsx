import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CauseListScreen, type CauseListScreenProps } from './CauseListScreen.tsx';
import { hearings } from './incidentCaseStoryData.ts';

type DownloadDayPdf = CauseListScreenProps['onDownloadDayPdf'];

const meta = {
  title: 'Screens/Incident/CauseListScreen',
  component: CauseListScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    range: { from: '2026-12-07', to: '2026-12-13' },
    onRangeChange: fn(),
    hearings,
    caseHref: (caseId: string) => `/incident/incident-management?case=${caseId}`,
    onDownloadDayPdf: fn<DownloadDayPdf>(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof CauseListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The week's hearings by day, each with its case, kind, place and panel; a PDF per day. */
export const Week: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '2026-12-08',
      '2026-12-10',
    ]);
    const tuesday = canvas.getByRole('region', { name: '2026-12-08' });
    await expect(within(tuesday).getByRole('link', { name: 'INC-2026-0007' })).toHaveAttribute(
      'href',
      '/incident/incident-management?case=case-1',
    );
    await expect(within(tuesday).getByText('Appeal hearing')).toBeVisible();
    await expect(
      within(tuesday).getByText('Panel: Ngozi Okafor (E-0044), Wanjiru Kamau (E-0057)'),
    ).toBeVisible();
    await userEvent.click(within(tuesday).getByRole('button', { name: "Print the day's list (PDF)" }));
    await expect(args.onDownloadDayPdf).toHaveBeenCalledWith('2026-12-08');
    await userEvent.click(canvas.getByRole('button', { name: 'Next week' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith({ from: '2026-12-14', to: '2026-12-20' });
  },
};

/** A day's PDF that fails says why above the list, and the list stays. */
export const PdfRefused: Story = {
  args: {
    onDownloadDayPdf: fn<DownloadDayPdf>(async () => ({ message: 'The cause list could not be printed.' })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const thursday = canvas.getByRole('region', { name: '2026-12-10' });
    await userEvent.click(within(thursday).getByRole('button', { name: "Print the day's list (PDF)" }));
    await expect(args.onDownloadDayPdf).toHaveBeenCalledWith('2026-12-10');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The cause list could not be printed.');
    await expect(thursday).toBeVisible();
  },
};

/** The month calendar marks each day's hearings (and counts them in words); choosing a day lists them. */
export const MonthCalendar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Month' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith({ from: '2026-12-01', to: '2026-12-31' });
    const calendar = await canvas.findByRole('application', { name: /Hearings by day/ });
    const tuesday = within(calendar).getByRole('button', { name: /December 8, 2026/ });
    await expect(canvas.getByRole('list', { name: 'Days with hearings' })).toHaveTextContent(
      '2026-12-08: 2 hearings2026-12-10: 1 hearing',
    );
    await userEvent.click(tuesday);
    const list = await canvas.findByRole('region', { name: '2026-12-08' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  },
};

/** A week across two months opens, in Month, the month most of it is in: 30 Nov – 6 Dec opens December. */
export const WeekAcrossMonths: Story = {
  args: { range: { from: '2026-11-30', to: '2026-12-06' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Month' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith({ from: '2026-12-01', to: '2026-12-31' });
  },
};

export const Empty: Story = {
  args: { hearings: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hearings this week')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', hearings: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the cause list' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', hearings: [], errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The cause list could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
