import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrgChartScreen } from './OrgChartScreen.tsx';
import { smallOrgChart, thousandPeopleOrgChart } from './orgChartStoryData.ts';

const meta = {
  title: 'Screens/Employees/OrgChartScreen',
  component: OrgChartScreen,
  decorators: [
    (Story) => (
      <I18nProvider locale="en-GB">
        <Story />
      </I18nProvider>
    ),
  ],
  tags: ['autodocs'],
  args: { status: 'ready', date: '2026-12-02', onDateChange: fn(), people: smallOrgChart, onRetry: fn() },
} satisfies Meta<typeof OrgChartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const chartOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Organisation chart' });

/** Thirty people: the chief executive and their reports open, everyone further down folded away. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('30 people');
    const chart = chartOf(canvasElement);
    await expect(within(chart).getByText(smallOrgChart[0]?.name ?? '')).toBeVisible();
    await expect(within(chart).getByText(smallOrgChart[1]?.name ?? '')).toBeVisible();
    await expect(within(chart).queryByText(smallOrgChart[4]?.name ?? '')).not.toBeInTheDocument();
    await expect(within(chart).getByRole('button', { name: /^Hide reports of/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** A manager's reports open and fold with their toggle, which names how many there are. */
export const CollapsedAndExpanded: Story = {
  name: 'Collapsed/Expanded',
  play: async ({ canvasElement }) => {
    const chart = chartOf(canvasElement);
    const manager = smallOrgChart[1];
    const show = within(chart).getByRole('button', { name: `Show 3 reports of ${manager?.name}` });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    const hide = within(chart).getByRole('button', { name: `Hide reports of ${manager?.name}` });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(within(chart).getByText(smallOrgChart[4]?.name ?? '')).toBeVisible();
    await userEvent.click(hide);
    await expect(within(chart).queryByText(smallOrgChart[4]?.name ?? '')).not.toBeInTheDocument();
    const chief = smallOrgChart[0];
    await userEvent.click(within(chart).getByRole('button', { name: `Hide reports of ${chief?.name}` }));
    await expect(
      within(chart).getByRole('button', { name: `Show 3 reports of ${chief?.name}` }),
    ).toBeVisible();
  },
};

/** Finding someone four levels down opens the way to them, brings them into view and focuses them. */
export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deep = smallOrgChart.at(-1);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Find a person' }), deep?.name ?? '');
    await userEvent.click(await within(document.body).findByRole('option', { name: deep?.name }));
    const chart = chartOf(canvasElement);
    const card = within(chart).getByText(deep?.name ?? '').parentElement as HTMLElement;
    await waitFor(() => expect(card).toHaveFocus());
    await expect(card).toHaveAttribute('data-highlighted');
    await expect(card).toBeVisible();
  },
};

/** The zoom buttons scale the chart from the keyboard as well as the mouse. */
export const Zoom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zoom = canvas.getByRole('group', { name: 'Zoom' });
    canvas.getByRole('button', { name: 'Zoom in' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(zoom).toHaveTextContent('125%');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset zoom' }));
    await expect(zoom).toHaveTextContent('100%');
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    await expect(zoom).toHaveTextContent('75%');
  },
};

export const Loading: Story = {
  args: { status: 'loading', people: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading the organisation chart')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', errorMessage: 'The server did not answer.', people: [] },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The organisation chart could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { people: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No one on the chart')).toBeVisible();
  },
};

/** 1,000 people on six levels open at two, and someone five levels down is still found. */
export const ThousandPeople: Story = {
  args: { people: thousandPeopleOrgChart },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('1,000 people');
    const chart = chartOf(canvasElement);
    await expect(within(chart).getAllByRole('listitem')).toHaveLength(6);
    const deep = thousandPeopleOrgChart[999];
    await userEvent.type(canvas.getByRole('combobox', { name: 'Find a person' }), deep?.name ?? '');
    await userEvent.click(await within(document.body).findByRole('option', { name: deep?.name }));
    const card = within(chart).getByText(deep?.name ?? '').parentElement as HTMLElement;
    await waitFor(() => expect(card).toHaveFocus());
  },
};
