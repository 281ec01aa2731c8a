import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AvatarMenu } from './AvatarMenu.tsx';
import { MenuItem, MenuSeparator } from './Menu.tsx';

const meta = {
  title: 'UI/AvatarMenu',
  component: AvatarMenu,
  args: {
    name: 'Ada Lovelace',
    onAction: fn(),
    children: [
      <MenuItem key="profile" id="profile" icon="user">
        Profile
      </MenuItem>,
      <MenuSeparator key="separator" />,
      <MenuItem key="logout" id="logout" icon="logout">
        Log Out
      </MenuItem>,
    ],
  },
} satisfies Meta<typeof AvatarMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu for Ada Lovelace' });
    await expect(trigger).toHaveTextContent('AL');
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu', { name: 'Account menu for Ada Lovelace' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    await expect(args.onAction).toHaveBeenCalledWith('logout', undefined);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** A 1×1 PNG stands in for a photo. */
const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQ9+sCAAGHAPgd09EgAAAAAElFTkSuQmCC';

export const WithPhoto: Story = {
  args: { photoUrl: PHOTO },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu for Ada Lovelace' });
    // The photo replaces the initials, and adds nothing to the button's name.
    await expect(trigger).not.toHaveTextContent('AL');
    await expect(trigger.querySelector('img')).toHaveAttribute('src', PHOTO);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu for Ada Lovelace' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(body.getByRole('menu')).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('profile', undefined);
  },
};

export const SingleName: Story = {
  args: { name: 'Cher' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu for Cher' });
    await expect(trigger).toHaveTextContent('C');
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu', { name: 'Account menu for Cher' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toBeVisible());
  },
};
