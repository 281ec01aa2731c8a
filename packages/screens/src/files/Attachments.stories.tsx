import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AttachmentField, type AttachmentFieldProps } from './AttachmentField.tsx';
import { AttachmentLinks } from './AttachmentLinks.tsx';
import type { StoredFile } from './StoredFile.ts';

/**
 * The shared file picker of forms (a leave request's sick note, an announcement's PDF) and the list of
 * a record's files. The field uploads each file as it is chosen; the list downloads one per button.
 */

const plan: StoredFile = { id: 'f-1', name: 'Move plan.pdf', mediaType: 'application/pdf', size: 254_000 };
const photo: StoredFile = { id: 'f-2', name: 'Desk.jpg', mediaType: 'image/jpeg', size: 1_300_000 };

/** The field is controlled; the stories keep its files in state, as a form does. */
function ControlledAttachmentField(props: AttachmentFieldProps) {
  const [files, setFiles] = useState<StoredFile[]>([...props.files]);
  return (
    <AttachmentField
      {...props}
      files={files}
      onChange={(next) => {
        setFiles(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Files/AttachmentField',
  component: AttachmentField,
  render: (args) => <ControlledAttachmentField {...args} />,
  args: {
    label: 'File',
    files: [],
    maxFiles: 5,
    onChange: fn(),
    onUpload: fn<AttachmentFieldProps['onUpload']>(async () => plan),
  },
} satisfies Meta<typeof AttachmentField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'File' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Attach a file' })).toBeEnabled();
  },
};

export const WithFiles: Story = {
  args: { files: [plan, photo] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Attached files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Desk.jpg' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([plan]);
  },
};

export const Full: Story = {
  args: { files: [plan], maxFiles: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Attach a file' })).toBeDisabled();
  },
};

export const UploadRefused: Story = {
  args: {
    onUpload: fn<AttachmentFieldProps['onUpload']>(async () => ({
      message: 'The file is 12.3 MiB; the largest upload your employer allows is 10 MiB.',
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'Scan.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Scan.pdf: The file is 12.3 MiB; the largest upload your employer allows is 10 MiB.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Links: StoryObj<typeof AttachmentLinks> = {
  render: (args) => <AttachmentLinks {...args} />,
  args: { files: [plan, photo], onDownload: fn(), 'aria-label': 'Files of Office move' },
  play: async ({ args, canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Files of Office move' });
    await userEvent.click(within(list).getByRole('button', { name: /Move plan\.pdf/ }));
    await expect(args.onDownload).toHaveBeenCalledWith(plan);
  },
};

export const NoLinks: StoryObj<typeof AttachmentLinks> = {
  render: (args) => <AttachmentLinks {...args} />,
  args: { files: [], onDownload: fn() },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('None');
  },
};
