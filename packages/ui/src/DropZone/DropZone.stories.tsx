import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DropZone } from './DropZone.tsx';

const MB = 1024 * 1024;

const meta = {
  title: 'UI/DropZone',
  component: DropZone,
  args: {
    label: 'Payslip',
    acceptedFileTypes: ['application/pdf', 'image/png', 'image/jpeg'],
    maxFileSize: 10 * MB,
    onFilesAccepted: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** RAC keeps the native input hidden next to the button; tests upload through it as the chooser would. */
function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('DropZone renders no file input');
  return input;
}

/** Drags the files over the zone and drops them, as the browser does for files from the desktop. */
function dropFiles(target: Element, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  // react-aria tells files from folders by their file-system entry, which a drag from the desktop
  // has and a script-made one lacks; lend one for the drop (react-aria reads it synchronously).
  const { webkitGetAsEntry } = DataTransferItem.prototype;
  DataTransferItem.prototype.webkitGetAsEntry = () =>
    ({ isFile: true, isDirectory: false }) as FileSystemEntry;
  try {
    for (const type of ['dragenter', 'dragover', 'drop']) {
      target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
    }
  } finally {
    DataTransferItem.prototype.webkitGetAsEntry = webkitGetAsEntry;
  }
}

const payslip = () => new File(['%PDF-1.7'], 'payslip.pdf', { type: 'application/pdf' });
const largeScan = () =>
  new File([new Uint8Array(Math.round(12.4 * MB))], 'scan.pdf', { type: 'application/pdf' });

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const browse = canvas.getByRole('button', { name: 'Browse files' });
    await expect(browse).toHaveAccessibleDescription('PDF, PNG, JPEG, up to 10 MB each');

    const file = payslip();
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onFilesAccepted).toHaveBeenCalledWith([file]);
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const openChooser = fn();
    fileInput(canvasElement).addEventListener('click', openChooser);
    // First the zone's own drop target (for keyboard drag and drop and paste), then Browse.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Drop a file here or/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Browse files' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(openChooser).toHaveBeenCalledTimes(1);
  },
};

export const TooLarge: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), largeScan());
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'scan.pdf is 12.4 MB; files may be at most 10 MB.',
    );
    await expect(canvas.getByRole('button', { name: 'Browse files' })).toHaveAccessibleDescription(
      'PDF, PNG, JPEG, up to 10 MB each scan.pdf is 12.4 MB; files may be at most 10 MB.',
    );
    await expect(args.onFilesAccepted).not.toHaveBeenCalled();

    const file = payslip();
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onFilesAccepted).toHaveBeenCalledWith([file]);
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const WrongType: Story = {
  play: async ({ args, canvasElement }) => {
    // The system chooser can be switched to "All files", so the zone checks types itself.
    const user = userEvent.setup({ applyAccept: false });
    const program = new File(['MZ'], 'payslip.exe', { type: 'application/x-msdownload' });
    await user.upload(fileInput(canvasElement), program);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'payslip.exe is not an accepted file type. Accepted: PDF, PNG, JPEG.',
    );
    await expect(args.onFilesAccepted).not.toHaveBeenCalled();
  },
};

export const Dropped: Story = {
  args: { allowsMultiple: true, label: 'Supporting documents' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const file = payslip();
    const zone = canvas.getByText('Drop files here or');
    dropFiles(zone, [file, largeScan()]);
    await waitFor(() => expect(args.onFilesAccepted).toHaveBeenCalledWith([file]));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'scan.pdf is 12.4 MB; files may be at most 10 MB.',
    );
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Attach the signed contract.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Attach the signed contract.');
    await expect(canvas.getByRole('group', { name: 'Payslip' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const browse = within(canvasElement).getByRole('button', { name: 'Browse files' });
    await expect(browse).toBeDisabled();
    await userEvent.upload(fileInput(canvasElement), payslip());
    await expect(args.onFilesAccepted).not.toHaveBeenCalled();
  },
};
