import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicLayout } from './PublicLayout.tsx';

const meta = {
  title: 'Screens/Auth/PublicLayout',
  component: PublicLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    currentPath: '/login',
    productName: 'HR Payroll',
    children: <p>The page's card goes here.</p>,
  },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §2.3: on a sign-in address the navbar offers Sign Up. */
export const OnSignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navbar = within(canvas.getByRole('banner'));
    await expect(navbar.getByRole('link', { name: 'HR Payroll' })).toHaveAttribute('href', '/');
    await expect(navbar.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    await expect(navbar.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveTextContent("The page's card goes here.");
  },
};

/** The demo menu's /auth/login contains "login" too. */
export const OnAuthSignIn: Story = {
  args: { currentPath: '/auth/login' },
  play: async ({ canvasElement }) => {
    const navbar = within(within(canvasElement).getByRole('banner'));
    await expect(navbar.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  },
};

/** Everywhere else (sign-up, password reset) it offers Sign In. */
export const OnSignUp: Story = {
  args: { currentPath: '/register' },
  play: async ({ canvasElement }) => {
    const navbar = within(within(canvasElement).getByRole('banner'));
    await expect(navbar.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(navbar.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const navbar = within(within(canvasElement).getByRole('banner'));
    await expect(navbar.getByRole('link', { name: 'HR Payroll' })).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
