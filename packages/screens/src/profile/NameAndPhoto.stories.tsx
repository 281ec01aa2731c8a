import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NAME_SAVED, NameAndPhoto, type NameAndPhotoProps } from './NameAndPhoto.tsx';

/** A 1×1 PNG stands in for a photo. */
const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQ9+sCAAGHAPgd09EgAAAAAElFTkSuQmCC';

const meta = {
  title: 'Screens/Profile/NameAndPhoto',
  component: NameAndPhoto,
  args: {
    legalName: 'Ada Lovelace',
    displayName: null,
    onSaveName: fn<NameAndPhotoProps['onSaveName']>(async () => undefined),
    onUploadPhoto: fn<NameAndPhotoProps['onUploadPhoto']>(async () => undefined),
    onRemovePhoto: fn<NameAndPhotoProps['onRemovePhoto']>(async () => undefined),
  },
} satisfies Meta<typeof NameAndPhoto>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo: the initials of the name shown, and the way to change the legal name. */
export const NoPhoto: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'No photo: initials AL' })).toHaveTextContent('AL');
    await expect(canvas.getByRole('button', { name: /Upload photo/ })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'send a request' })).toHaveAttribute(
      'href',
      '/management/request',
    );
  },
};

export const WithPhoto: Story = {
  args: { displayName: 'Countess Ada', photoUrl: PHOTO },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Countess Ada' })).toHaveAttribute('src', PHOTO);
    await expect(canvas.getByRole('button', { name: /Replace photo/ })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo' }));
    await expect(args.onRemovePhoto).toHaveBeenCalled();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your photo is removed.');
  },
};

/** While the upload is on its way the buttons wait, and the status says so. */
export const Uploading: Story = {
  args: { onUploadPhoto: fn<NameAndPhotoProps['onUploadPhoto']>(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array([1])], 'me.png', { type: 'image/png' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Uploading your photo…');
    await expect(canvas.getByRole('button', { name: 'Save display name' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Display name' })).toBeDisabled();
  },
};

/** The server refused the file's type: its message is shown. */
export const RefusedType: Story = {
  args: {
    onUploadPhoto: fn<NameAndPhotoProps['onUploadPhoto']>(async () => ({
      message: 'This file is PDF (application/pdf). Allowed: JPEG, PNG and WebP.',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array([1])], 'me.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByText(/This file is PDF/)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'No photo: initials AL' })).toBeVisible();
  },
};

/** Changing the name: typed, saved, and said so. */
export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Display name' });
    await userEvent.type(field, '  Countess Ada ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save display name' }));
    await expect(args.onSaveName).toHaveBeenCalledWith('Countess Ada');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(NAME_SAVED));
  },
};

export const Dark: Story = {
  ...WithPhoto,
  play: undefined,
  globals: { colorMode: 'dark' },
};
