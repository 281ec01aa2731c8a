import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, within } from 'storybook/test';
import { StatCard } from './StatCard.tsx';

const meta = {
  title: 'UI/StatCard',
  component: StatCard,
  args: { label: 'Headcount', value: 1284, icon: 'users' },
  decorators: [
    // A fixed locale keeps the formatted figures the same on every machine that runs the tests.
    (Story) => (
      <I18nProvider locale="en-GB">
        <div style={{ maxWidth: '18rem' }}>
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Headcount' });
    await expect(card).toHaveTextContent('1,284');
    await expect(card).not.toHaveAttribute('aria-busy');
  },
};

export const WithTrendUp: Story = {
  args: { change: { label: '+3 since last month', direction: 'up' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Headcount' });
    await expect(within(card).getByRole('img', { name: 'Increase' })).toBeVisible();
    await expect(within(card).getByText('+3 since last month')).toBeVisible();
  },
};

export const WithTrendDown: Story = {
  args: {
    label: 'Attendance rate',
    value: 0.962,
    formatOptions: { style: 'percent', maximumFractionDigits: 1 },
    icon: 'clock',
    change: { label: '−1.3 points since last week', direction: 'down' },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Attendance rate' });
    await expect(card).toHaveTextContent('96.2%');
    await expect(within(card).getByRole('img', { name: 'Decrease' })).toBeVisible();
    await expect(within(card).getByText('−1.3 points since last week')).toBeVisible();
  },
};

export const DownIsGood: Story = {
  args: {
    label: 'Open incidents',
    value: 5,
    icon: 'alert',
    change: { label: '−4 since last month', direction: 'down', tone: 'positive' },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Open incidents' });
    const change = within(card).getByText('−4 since last month').parentElement;
    await expect(change).toHaveAttribute('data-tone', 'positive');
    await expect(within(card).getByRole('img', { name: 'Decrease' })).toBeVisible();
  },
};

export const WithTrendFlat: Story = {
  args: {
    label: 'Leave taken',
    value: 36,
    unit: 'days',
    icon: 'calendar',
    change: { label: 'Same as last month', direction: 'flat' },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Leave taken' });
    await expect(card).toHaveTextContent('36days');
    await expect(within(card).getByRole('img', { name: 'No change' })).toBeVisible();
  },
};

export const PreformattedValue: Story = {
  args: { label: 'Next payroll', value: '28 Mar', icon: 'clock' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Next payroll' })).toHaveTextContent(
      '28 Mar',
    );
  },
};

export const Loading: Story = {
  args: { isLoading: true, change: { label: '+3 since last month', direction: 'up' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('group', { name: 'Headcount' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(card).getByRole('progressbar', { name: 'Loading Headcount' })).toBeVisible();
    await expect(card).not.toHaveTextContent('1,284');
    await expect(canvas.queryByText('+3 since last month')).not.toBeInTheDocument();
  },
};
