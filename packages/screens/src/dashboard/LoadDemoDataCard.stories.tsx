import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadDemoDataCard } from './LoadDemoDataCard.tsx';

const meta = {
  title: 'Screens/Dashboard/LoadDemoDataCard',
  component: LoadDemoDataCard,
  tags: ['autodocs'],
  args: { state: 'offer', employees: 50, onLoad: fn() },
} satisfies Meta<typeof LoadDemoDataCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Try it with demo data' }));

/** An empty employer: the offer says what it adds, and the button asks for it. */
export const Offer: Story = {
  play: async ({ args, canvasElement }) => {
    const scope = card(canvasElement);
    await expect(scope.getByText(/50 employees with their pay/)).toBeVisible();
    await userEvent.click(scope.getByRole('button', { name: 'Load demo data' }));
    await expect(args.onLoad).toHaveBeenCalledOnce();
  },
};

/** The seed is running: the button stays, pending, and cannot be pressed twice. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ args, canvasElement }) => {
    const button = card(canvasElement).getByRole('button', { name: /Loading demo data/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onLoad).not.toHaveBeenCalled();
  },
};

export const Loaded: Story = {
  args: { state: 'loaded' },
  play: async ({ canvasElement }) => {
    const scope = card(canvasElement);
    await expect(scope.getByText('Demo data loaded')).toBeVisible();
    await expect(scope.queryByRole('button', { name: 'Load demo data' })).not.toBeInTheDocument();
  },
};

/** Someone added data meanwhile: the server's 409 says what the employer has. */
export const Refused: Story = {
  args: {
    state: 'refused',
    refusal: 'Demo data goes only into an employer with nothing in it yet; this one has employees.',
  },
  play: async ({ canvasElement }) => {
    const alert = card(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('this one has employees');
  },
};
