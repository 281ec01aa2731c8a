import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, within } from 'storybook/test';
import { BarChart } from './BarChart.tsx';

const meta = {
  title: 'UI/BarChart',
  component: BarChart,
  args: {
    title: 'Headcount by department',
    valueLabel: 'employees',
    data: [
      { label: 'Engineering', value: 18 },
      { label: 'Sales', value: 11 },
      { label: 'Finance', value: 7 },
      { label: 'People', value: 4 },
    ],
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  decorators: [
    // A fixed locale keeps the formatted figures the same on every machine that runs the tests.
    (Story) => (
      <I18nProvider locale="en-GB">
        <Story />
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar of each item, which is drawn only; its length is a share of the largest value. */
function barOf(item: HTMLElement): HTMLElement {
  const bar = item.querySelector<HTMLElement>('[aria-hidden="true"] > *');
  if (!bar) throw new Error('The item has no bar');
  return bar;
}

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('figure', { name: 'Headcount by department' });
    const items = within(chart).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Engineering: 18 employees');
    await expect(items[3]).toHaveTextContent('People: 4 employees');
    await expect(barOf(items[0] as HTMLElement).style.getPropertyValue('--bar-size')).toBe('100%');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('figure', { name: 'Headcount by department' });
    const items = within(chart).getAllByRole('listitem');
    await expect(items[1]).toHaveTextContent('Sales: 11 employees');
    await expect(barOf(items[2] as HTMLElement).style.getPropertyValue('--bar-size')).toMatch(/^38\.88/);
  },
};

/** Nothing to count yet: every bar is an empty track on the baseline and every value reads 0. */
export const AllZero: Story = {
  args: {
    title: 'New starters by month',
    valueLabel: 'starters',
    data: ['Sep 2026', 'Oct 2026', 'Nov 2026'].map((label) => ({ label, value: 0 })),
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('figure', { name: 'New starters by month' });
    for (const item of within(chart).getAllByRole('listitem')) {
      await expect(item).toHaveTextContent(/: 0 starters$/);
      await expect(barOf(item).style.getPropertyValue('--bar-size')).toBe('0%');
    }
    await expect(chart).not.toHaveTextContent('NaN');
  },
};

const months = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];
const starters = [1, 4, 0, 2, 5, 3, 1, 0, 6, 2, 4, 3];

/** Twelve months; in a container narrower than their labels need, the columns become bars. */
export const ManyBars: Story = {
  args: {
    title: 'New starters by month',
    valueLabel: 'starters',
    orientation: 'vertical',
    data: months.map((month, index) => ({
      label: `${month} ${index === 0 ? 2025 : 2026}`,
      value: starters[index] ?? 0,
    })),
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('figure', { name: 'New starters by month' });
    const items = within(chart).getAllByRole('listitem');
    await expect(items).toHaveLength(12);
    await expect(items[0]).toHaveTextContent('Dec 2025: 1 starters');
    await expect(items[8]).toHaveTextContent('Aug 2026: 6 starters');
    await expect(barOf(items[8] as HTMLElement).style.getPropertyValue('--bar-size')).toBe('100%');
  },
};

export const LongLabels: Story = {
  args: {
    title: 'Headcount by department',
    orientation: 'horizontal',
    data: [
      { label: 'Research, Development and Product Engineering', value: 128 },
      { label: 'Customer Success and Partner Enablement (EMEA)', value: 54 },
      { label: 'No department', value: 3 },
    ],
    formatValue: (value) => `${value} people`,
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('figure', { name: 'Headcount by department' });
    await expect(within(chart).getByText('Research, Development and Product Engineering')).toBeVisible();
    await expect(within(chart).getAllByRole('listitem')[0]).toHaveTextContent('128 people');
  },
};

export const NoData: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('figure', { name: 'Headcount by department' });
    await expect(chart).toHaveTextContent('No figures to show.');
    await expect(within(chart).queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Pay in three months: the bars' values are numbers; the exact amounts are written from text. */
const pay = [
  { label: 'Sep 2026', value: 15000, text: '15,000.00', others: [{ value: 11250.5, text: '11,250.50' }] },
  { label: 'Oct 2026', value: 16500, text: '16,500.00', others: [{ value: 12400, text: '12,400.00' }] },
  { label: 'Nov 2026', value: 0, text: '0.00', others: [{ value: 0, text: '0.00' }] },
];

/** The bars of one item, one per series, in series order. */
const barsOf = (item: HTMLElement) => [...item.querySelectorAll<HTMLElement>('[data-stacked] > *')];

/** Two series side by side: a legend, and each value read with its series' name. */
export const TwoSeries: Story = {
  args: {
    title: 'Gross and net pay',
    orientation: 'horizontal',
    series: ['Gross', 'Net'],
    valueLabel: undefined,
    data: pay,
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('figure', { name: 'Gross and net pay' });
    const items = within(chart).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Sep 2026: Gross 15,000.00, Net 11,250.50');
    const [gross, net] = barsOf(items[1] as HTMLElement);
    await expect(gross?.style.getPropertyValue('--bar-size')).toBe('100%');
    await expect(net?.style.getPropertyValue('--bar-size')).toMatch(/^75\.15/);
    for (const bar of barsOf(items[2] as HTMLElement)) {
      await expect(bar.style.getPropertyValue('--bar-size')).toBe('0%');
    }
  },
};

export const TwoSeriesVertical: Story = {
  args: { ...TwoSeries.args, orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('figure', { name: 'Gross and net pay' });
    await expect(within(chart).getAllByRole('listitem')[1]).toHaveTextContent(
      'Oct 2026: Gross 16,500.00, Net 12,400.00',
    );
  },
};
