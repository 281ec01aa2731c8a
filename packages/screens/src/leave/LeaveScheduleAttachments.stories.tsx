import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LeaveScheduleScreen, type LeaveScheduleScreenProps } from './LeaveScheduleScreen.tsx';
import { assessmentOf, balances, leaveTypeChoices, requests, STORY_TODAY } from './leaveRequestStoryData.ts';
import { chooseLeaveType, lastCall, PREVIEW_WAIT, typeDates } from './leaveRequestStoryHelpers.ts';

/**
 * The application's files on the Schedule screen: a leave type with Attachment Required refuses an
 * employee's own application until a file is uploaded; a refused upload names the file and why.
 */

type Props = LeaveScheduleScreenProps;

const SICK_NOTE_NEEDED = 'Sick leave needs an attachment.';
const leaveTypes = leaveTypeChoices.map((type) =>
  type.code === 'SL' ? { ...type, requireAttachment: true } : type,
);

const meta = {
  title: 'Screens/Leave/LeaveScheduleScreen/Attachments',
  component: LeaveScheduleScreen,
  args: {
    status: 'ready',
    leaveTypes,
    balances,
    requests,
    today: STORY_TODAY,
    onPreview: fn<Props['onPreview']>(async (values) => {
      const assessment = assessmentOf(values);
      const needsFile = values.leaveTypeId === 'lt-sl' && values.attachmentIds.length === 0;
      return needsFile
        ? {
            ...assessment,
            refusals: [{ rule: 'attachment-required', field: 'attachment', message: SICK_NOTE_NEEDED }],
          }
        : assessment;
    }),
    onSubmit: fn<Props['onSubmit']>(async () => undefined),
    onUpload: fn<Props['onUpload']>(async (file) => ({
      id: 'f-1',
      name: file.name,
      mediaType: 'application/pdf',
      size: file.size,
    })),
    onWithdraw: fn<Props['onWithdraw']>(async () => undefined),
    onCancel: fn<Props['onCancel']>(async () => undefined),
  },
} satisfies Meta<typeof LeaveScheduleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const attachmentGroup = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: /^Attachment/ });

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = attachmentGroup(canvasElement).querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The attachment field renders no file input');
  return input;
}

const sickNote = () => new File(['%PDF-1.4'], 'sick note.pdf', { type: 'application/pdf' });

/** The refusal shows on the field; a file uploaded clears it, and the application carries its id. */
export const RequiredFile: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseLeaveType(canvasElement, 'SL – Sick leave');
    await expect(attachmentGroup(canvasElement)).toHaveAccessibleName(
      'Attachment (required for this leave type)',
    );
    await typeDates(canvasElement, '03162026', '03162026');
    await waitFor(
      () =>
        expect(within(attachmentGroup(canvasElement)).getByRole('alert')).toHaveTextContent(SICK_NOTE_NEEDED),
      PREVIEW_WAIT,
    );

    await userEvent.upload(fileInput(canvasElement), sickNote());
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(1));
    const attached = await canvas.findByRole('list', { name: 'Attached files' });
    await expect(attached).toHaveTextContent('sick note.pdf');
    await waitFor(
      () => expect(lastCall(args.onPreview)).toMatchObject({ attachmentIds: ['f-1'] }),
      PREVIEW_WAIT,
    );
    await waitFor(
      () => expect(within(attachmentGroup(canvasElement)).queryByRole('alert')).toBeNull(),
      PREVIEW_WAIT,
    );

    await userEvent.type(canvas.getByRole('textbox', { name: /^Reason/ }), 'Flu');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for leave' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ leaveTypeId: 'lt-sl', reason: 'Flu', attachmentIds: ['f-1'] }),
      ),
    );
    // Applied: the form starts again, without the file.
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Attached files' })).toBeNull());
  },
};

/** The server refuses a file: the reason names it, and nothing is listed. */
export const UploadRefused: Story = {
  args: {
    onUpload: fn<Props['onUpload']>(async () => ({ message: 'Files may be at most 10 MiB.' })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), sickNote());
    await expect(await within(attachmentGroup(canvasElement)).findByRole('alert')).toHaveTextContent(
      'sick note.pdf: Files may be at most 10 MiB.',
    );
    await expect(within(canvasElement).queryByRole('list', { name: 'Attached files' })).toBeNull();
  },
};

/** A file chosen by mistake is taken off before applying. */
export const RemoveFile: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), sickNote());
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove sick note.pdf' }));
    await expect(canvas.queryByRole('list', { name: 'Attached files' })).toBeNull();
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};
