import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccessDeniedScreen } from './AccessDeniedScreen.tsx';

const meta = {
  title: 'Screens/Shell/AccessDeniedScreen',
  component: AccessDeniedScreen,
  args: { homeHref: '/dashboard', missing: 'Your role does not allow you to change the employer’s set-up.' },
} satisfies Meta<typeof AccessDeniedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByRole('region', { name: 'You cannot open this page' });
    await expect(within(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTextContent('Your role does not allow you to change the employer’s set-up.');
    await expect(page).toHaveTextContent('ask your administrator');
    await expect(canvas.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};
