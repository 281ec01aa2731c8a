import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon.tsx';
import { type IconName, icons } from './icons.ts';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'bell' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Labelled: Story = {
  args: { name: 'warning', label: 'Warning' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Warning' })).toBeVisible();
  },
};

export const AllIcons: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, 7rem)',
        gap: '1rem',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {(Object.keys(icons) as IconName[]).map((name) => (
        <li
          key={name}
          style={{ display: 'grid', justifyItems: 'center', gap: '0.25rem', fontSize: '0.75rem' }}
        >
          <Icon name={name} size={24} />
          {name}
        </li>
      ))}
    </ul>
  ),
};
