import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, findDialog } from '../employer/referenceStoryHelpers.ts';
import { typeDate } from '../payroll/employeePayStoryHelpers.ts';
import { AnnouncementDialog } from './AnnouncementDialog.tsx';
import type { AnnouncementDialogData } from './announcement.ts';
import { ANNOUNCEMENT_MESSAGES } from './announcementSchema.ts';
import { announcements, fileInputIn, pdf, STORY_TODAY, uploadedFile } from './announcementStoryData.ts';

type Save = AnnouncementDialogData['onSave'];
type Upload = AnnouncementDialogData['onUpload'];

const meta = {
  title: 'Screens/Team/AnnouncementDialog',
  component: AnnouncementDialog,
  tags: ['autodocs'],
  args: {
    announcement: null,
    isOpen: true,
    onOpenChange: fn(),
    onDone: fn(),
    today: STORY_TODAY,
    onUpload: fn<Upload>(async () => uploadedFile),
    onSave: fn<Save>(async () => undefined),
  },
} satisfies Meta<typeof AnnouncementDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
const titleOf = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Title' });
const contentOf = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Content' });

/** A new announcement: every field of §2.10, today's date offered, both switches off. */
export const New: Story = {
  play: async () => {
    const dialog = await findDialog('New Announcement');
    const scope = within(dialog);
    await expect(titleOf(dialog)).toBeRequired();
    await expect(titleOf(dialog)).toHaveValue('');
    await expect(scope.getByRole('switch', { name: 'Published' })).not.toBeChecked();
    const notify = scope.getByRole('switch', { name: 'Notify Employees' });
    await expect(notify).not.toBeChecked();
    await expect(notify).toHaveAccessibleDescription(
      'Each employee gets one e-mail and one notification, once.',
    );
    await expect(scope.getByRole('group', { name: 'File' })).toBeVisible();
    await expect(contentOf(dialog)).toHaveAttribute('placeholder', 'Content (5000 characters max)');
    await expect(scope.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Filling every field, a file among them, and saving sends the values once and closes. */
export const FillAndSave: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('New Announcement');
    await userEvent.type(titleOf(dialog), '  Canteen menu  ');
    await typeDate(dialog, 'Effective Date', '12012026');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Published' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Notify Employees' }));
    await userEvent.upload(fileInputIn(dialog), pdf());
    await expect(await within(dialog).findByRole('list', { name: 'Attached files' })).toHaveTextContent(
      'menu.pdf',
    );
    await userEvent.type(contentOf(dialog), 'The **new** menu is attached.');
    await save(dialog);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith('Announcement created.'));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith(
      {
        title: 'Canteen menu',
        effectiveDate: '2026-12-01',
        published: true,
        notifyEmployees: true,
        content: 'The **new** menu is attached.',
        attachmentIds: ['file-new'],
        removeAttachmentIds: [],
      },
      null,
    );
  },
};

/** Title and Effective Date are required: Save says so on each and sends nothing. */
export const Required: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('New Announcement');
    const date = within(dialog).getByRole('group', { name: /Effective Date/ });
    await userEvent.click(within(date).getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('{Backspace}');
    await save(dialog);
    await expect(await within(dialog).findByText(ANNOUNCEMENT_MESSAGES.title)).toBeVisible();
    await expect(titleOf(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Editing: the announcement's values and file; taking the file off sends it as removed. */
export const Edit: Story = {
  args: { announcement: announcements[0] ?? null },
  play: async ({ args }) => {
    const dialog = await findDialog('Edit Announcement');
    await expect(titleOf(dialog)).toHaveValue('Office closed over the holidays');
    await expect(within(dialog).getByRole('switch', { name: 'Published' })).toBeChecked();
    await expect(contentOf(dialog)).toHaveValue(announcements[0]?.content);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Holiday policy 2027.pdf' }));
    await save(dialog);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith('Announcement saved.'));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ attachmentIds: [], removeAttachmentIds: ['file-policy'] }),
      announcements[0],
    );
  },
};

const TITLE_REFUSAL = 'title: is at most 200 characters.';

/** The server refuses a field: its sentence shows on that field, and everything typed stays. */
export const ServerErrorOnField: Story = {
  args: { onSave: fn<Save>(async () => ({ message: TITLE_REFUSAL, field: 'title' })) },
  play: async ({ args }) => {
    const dialog = await findDialog('New Announcement');
    await userEvent.type(titleOf(dialog), 'Canteen menu');
    await userEvent.type(contentOf(dialog), 'Kept as typed.');
    await save(dialog);
    await expect(await within(dialog).findByText(TITLE_REFUSAL)).toBeVisible();
    await expect(titleOf(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(titleOf(dialog)).toHaveFocus();
    await expect(titleOf(dialog)).toHaveValue('Canteen menu');
    await expect(contentOf(dialog)).toHaveValue('Kept as typed.');
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect(body.getByRole('dialog', { name: 'New Announcement' })).toBeVisible();
  },
};

/** A refusal naming no field shows above the fields. */
export const ServerErrorInBanner: Story = {
  args: { onSave: fn<Save>(async () => ({ message: 'No announcement with this id.' })) },
  play: async () => {
    const dialog = await findDialog('New Announcement');
    await userEvent.type(titleOf(dialog), 'Canteen menu');
    await save(dialog);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('No announcement with this id.');
  },
};

/** While the save is on its way Save shows it is pending and a second press sends nothing. */
export const Saving: Story = {
  args: { onSave: fn<Save>(() => new Promise(() => undefined)) },
  play: async ({ args }) => {
    const dialog = await findDialog('New Announcement');
    await userEvent.type(titleOf(dialog), 'Canteen menu');
    await save(dialog);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true'),
    );
    await save(dialog);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** An upload refused names the file and why; nothing is attached. */
export const UploadRefused: Story = {
  args: { onUpload: fn<Upload>(async () => ({ message: 'Files may be at most 10 MiB.' })) },
  play: async () => {
    const dialog = await findDialog('New Announcement');
    await userEvent.upload(fileInputIn(dialog), pdf('big.pdf'));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'big.pdf: Files may be at most 10 MiB.',
    );
    await expect(within(dialog).queryByRole('list', { name: 'Attached files' })).toBeNull();
  },
};
