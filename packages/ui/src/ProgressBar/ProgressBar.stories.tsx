import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading', value: 40 },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'success', 'warning', 'danger'] },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Uploading' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

export const Complete: Story = {
  args: { label: 'Processing payroll', value: 100, variant: 'success' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Processing payroll' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

export const CustomValueLabel: Story = {
  args: { label: 'Payslips sent', value: 18, maxValue: 24, valueLabel: '18 of 24' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Payslips sent' });
    await expect(bar).toHaveAttribute('aria-valuenow', '18');
    await expect(bar).toHaveAttribute('aria-valuemax', '24');
    await expect(canvas.getByText('18 of 24')).toBeVisible();
  },
};

export const Warning: Story = {
  args: { label: 'Storage used', value: 92, variant: 'warning' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Storage used' })).toHaveAttribute(
      'data-variant',
      'warning',
    );
  },
};

export const Indeterminate: Story = {
  args: { label: 'Importing employees', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Importing employees' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.queryByText('40%')).not.toBeInTheDocument();
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Profile completeness', value: 75, showValueLabel: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Profile completeness' });
    await expect(bar).toHaveAttribute('aria-valuenow', '75');
    await expect(canvas.queryByText('75%')).not.toBeInTheDocument();
  },
};
