import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingScreen } from './LandingScreen.tsx';

const meta = {
  title: 'Screens/Marketing/LandingScreen',
  component: LandingScreen,
  parameters: { layout: 'fullscreen' },
  args: { productName: 'HR Payroll' },
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your management story starts with us.' }),
    ).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('link', { name: 'Create your account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

    const today = canvas.getByRole('region', { name: 'What works today' });
    await expect(within(today).getAllByRole('listitem')).toHaveLength(4);
    const building = canvas.getByRole('region', { name: 'What is being built' });
    await expect(building).toHaveTextContent('Not yet available');
    await expect(building).toHaveTextContent('payroll');

    // There is no contact form: nothing on the page may promise a reply.
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvasElement).not.toHaveTextContent(/24 hours|business days/);

    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent('HR Payroll');
    const account = within(footer).getByRole('navigation', { name: 'Account' });
    await expect(within(account).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(within(account).getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

/** 320 px, the narrowest phone: the calls to action stack and nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(canvas.getByRole('main'));
    const create = main.getByRole('link', { name: 'Create your account' }).getBoundingClientRect();
    const signIn = main.getByRole('link', { name: 'Sign in' }).getBoundingClientRect();
    await expect(signIn.top).toBeGreaterThanOrEqual(create.bottom);
    const page = canvas.getByRole('main').parentElement as HTMLElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(320);
  },
};
