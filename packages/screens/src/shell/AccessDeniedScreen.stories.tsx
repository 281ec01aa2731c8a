import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccessDeniedScreen } from './AccessDeniedScreen.tsx';

const meta = {
  title: 'Screens/Shell/AccessDeniedScreen',
  component: AccessDeniedScreen,
  args: { homeHref: '/dashboard' },
} satisfies Meta<typeof AccessDeniedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByRole('region', { name: 'This page is for administrators' });
    await expect(within(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTextContent('You are signed in with an employee account');
    await expect(page).toHaveTextContent('ask your administrator');
    await expect(canvas.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};
