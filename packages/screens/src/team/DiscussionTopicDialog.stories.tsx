import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, findDialog } from '../employer/referenceStoryHelpers.ts';
import { fileInputIn, pdf, uploadedFile } from './announcementStoryData.ts';
import { DiscussionTopicDialog } from './DiscussionTopicDialog.tsx';
import type { DiscussionTopicDialogData } from './discussion.ts';
import { topic } from './discussionStoryData.ts';
import { CONTENT_PLACEHOLDER } from './PostContentField.tsx';
import { TEAM_TITLE_MESSAGES } from './teamPostSchema.ts';

type Save = DiscussionTopicDialogData['onSaveTopic'];
type Upload = DiscussionTopicDialogData['onUpload'];

const meta = {
  title: 'Screens/Team/DiscussionTopicDialog',
  component: DiscussionTopicDialog,
  tags: ['autodocs'],
  args: {
    topic: null,
    isOpen: true,
    onOpenChange: fn(),
    onDone: fn(),
    onUpload: fn<Upload>(async () => uploadedFile),
    onSaveTopic: fn<Save>(async () => undefined),
  },
} satisfies Meta<typeof DiscussionTopicDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
const titleOf = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Title' });
const contentOf = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Content' });

/** A new topic: Title (required), File and Content with §5's placeholder. */
export const New: Story = {
  play: async () => {
    const dialog = await findDialog('New Topic');
    await expect(titleOf(dialog)).toBeRequired();
    await expect(titleOf(dialog)).toHaveValue('');
    await expect(within(dialog).getByRole('group', { name: 'File' })).toBeVisible();
    await expect(contentOf(dialog)).toHaveAttribute('placeholder', CONTENT_PLACEHOLDER);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Creating a topic: the title trimmed, a file, formatted content made bold with Ctrl+B; sent once. */
export const CreateTopic: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('New Topic');
    await userEvent.type(titleOf(dialog), '  Parking at the new office  ');
    await userEvent.upload(fileInputIn(dialog), pdf());
    await expect(await within(dialog).findByRole('list', { name: 'Attached files' })).toHaveTextContent(
      'menu.pdf',
    );
    const content = contentOf(dialog) as HTMLTextAreaElement;
    await userEvent.type(content, 'Where do we park?');
    content.setSelectionRange(12, 16);
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(content).toHaveValue('Where do we **park**?');
    await save(dialog);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith('Topic created.'));
    await expect(args.onSaveTopic).toHaveBeenCalledTimes(1);
    await expect(args.onSaveTopic).toHaveBeenCalledWith(
      {
        title: 'Parking at the new office',
        content: 'Where do we **park**?',
        attachmentIds: ['file-new'],
        removeAttachmentIds: [],
      },
      null,
    );
  },
};

/** The title is required: Save says so on it and sends nothing. */
export const Required: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('New Topic');
    await save(dialog);
    await expect(await within(dialog).findByText(TEAM_TITLE_MESSAGES.title)).toBeVisible();
    await expect(titleOf(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSaveTopic).not.toHaveBeenCalled();
  },
};

/** A link the server would refuse shows its sentence on Content as it is typed; nothing is sent. */
export const ContentRefusedAsTyped: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('New Topic');
    await userEvent.type(titleOf(dialog), 'Links');
    await userEvent.type(contentOf(dialog), '[[x](javascript:alert(1))');
    await expect(await within(dialog).findByText(/Links may only be http, https or mailto/)).toBeVisible();
    await save(dialog);
    await expect(args.onSaveTopic).not.toHaveBeenCalled();
  },
};

/** Editing: the topic's values and file; taking the file off sends it as removed. */
export const Edit: Story = {
  args: { topic },
  play: async ({ args }) => {
    const dialog = await findDialog('Edit Topic');
    await expect(titleOf(dialog)).toHaveValue(topic.title);
    await expect(contentOf(dialog)).toHaveValue(topic.content);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Move plan.pdf' }));
    await save(dialog);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith('Topic saved.'));
    await expect(args.onSaveTopic).toHaveBeenCalledWith(
      { title: topic.title, content: topic.content, attachmentIds: [], removeAttachmentIds: ['file-plan'] },
      topic,
    );
  },
};

const CONTENT_REFUSAL = 'content: images are not allowed; attach the file instead.';

/** The server refuses the content: its sentence shows on Content, and everything typed and attached stays. */
export const ServerErrorOnField: Story = {
  args: { onSaveTopic: fn<Save>(async () => ({ message: CONTENT_REFUSAL, field: 'content' })) },
  play: async ({ args }) => {
    const dialog = await findDialog('New Topic');
    await userEvent.type(titleOf(dialog), 'Canteen');
    await userEvent.upload(fileInputIn(dialog), pdf());
    await userEvent.type(contentOf(dialog), 'Kept as typed.');
    await save(dialog);
    await expect(await within(dialog).findByText(CONTENT_REFUSAL)).toBeVisible();
    await expect(contentOf(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(contentOf(dialog)).toHaveFocus();
    await expect(titleOf(dialog)).toHaveValue('Canteen');
    await expect(contentOf(dialog)).toHaveValue('Kept as typed.');
    await expect(within(dialog).getByRole('list', { name: 'Attached files' })).toHaveTextContent('menu.pdf');
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect(body.getByRole('dialog', { name: 'New Topic' })).toBeVisible();
  },
};

/** A refusal naming no field shows above the fields. */
export const ServerErrorInBanner: Story = {
  args: { onSaveTopic: fn<Save>(async () => ({ message: 'This topic is locked.' })) },
  play: async () => {
    const dialog = await findDialog('New Topic');
    await userEvent.type(titleOf(dialog), 'Canteen');
    await save(dialog);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This topic is locked.');
    await expect(titleOf(dialog)).toHaveValue('Canteen');
  },
};

/** While the save is on its way a second press sends nothing. */
export const Saving: Story = {
  args: { onSaveTopic: fn<Save>(() => new Promise(() => undefined)) },
  play: async ({ args }) => {
    const dialog = await findDialog('New Topic');
    await userEvent.type(titleOf(dialog), 'Canteen');
    await save(dialog);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true'),
    );
    await save(dialog);
    await expect(args.onSaveTopic).toHaveBeenCalledTimes(1);
  },
};
