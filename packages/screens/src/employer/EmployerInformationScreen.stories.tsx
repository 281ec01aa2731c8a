import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  EmployerInformationScreen,
  type EmployerInformationScreenProps,
} from './EmployerInformationScreen.tsx';
import { employerInformation } from './employerStoryData.ts';
import { body } from './referenceStoryHelpers.ts';

const meta = {
  title: 'Screens/Employer/EmployerInformationScreen',
  component: EmployerInformationScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    information: employerInformation,
    onSave: fn<Save>(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof EmployerInformationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Save = EmployerInformationScreenProps['onSave'];

/** RAC keeps the native input hidden next to the button; the stories upload through it. */
function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The logo field renders no file input');
  return input;
}

const svgLogo = () =>
  new File(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><rect width="80" height="40" fill="green"/></svg>',
    ],
    'logo.svg',
    { type: 'image/svg+xml' },
  );

const select = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(label) });

async function choose(canvasElement: HTMLElement, label: string, option: string) {
  await userEvent.click(select(canvasElement, label));
  const listBox = await body.findByRole('listbox');
  await userEvent.click(within(listBox).getByRole('option', { name: option }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Employer information' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Legal name' })).toHaveValue('Acme Ghana Ltd');
    await expect(canvas.getByRole('textbox', { name: 'Tax number' })).toHaveValue('C0001234567');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('Ghana');
    await expect(select(canvasElement, 'Base currency')).toHaveTextContent('GHS — Ghanaian Cedi');
    await expect(select(canvasElement, 'Fiscal year starts')).toHaveTextContent('January');
    await expect(select(canvasElement, 'Default pay period')).toHaveTextContent('Monthly');
    await expect(canvas.getByRole('button', { name: /Choose logo/ })).toHaveAccessibleDescription(
      'PNG, JPEG, SVG, up to 512 KB each',
    );
    const largestUpload = canvas.getByRole('textbox', { name: 'Largest upload (MiB)' });
    await expect(largestUpload).toHaveValue('10');
    await expect(largestUpload).toHaveAccessibleDescription(
      'The largest file anyone at the employer may attach (leave requests, announcements and the like), from 1 to 50 MiB. A larger one is refused, saying this limit.',
    );
  },
};

/** An employer that has saved nothing yet: Monthly pay and a January year until chosen otherwise. */
export const NewEmployer: Story = {
  args: { information: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Legal name' })).toHaveValue('');
    await expect(select(canvasElement, 'Default pay period')).toHaveTextContent('Monthly');
    await expect(select(canvasElement, 'Fiscal year starts')).toHaveTextContent('January');
    await expect(canvas.getByRole('textbox', { name: 'Largest upload (MiB)' })).toHaveValue('10');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Legal name' }), 'Acme Ghana Ltd');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(select(canvasElement, 'Base currency')).toHaveAccessibleDescription('Choose the base currency.'),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', information: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading employer information' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', information: undefined, errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The employer information could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const legalName = canvas.getByRole('textbox', { name: 'Legal name' });
    await userEvent.clear(legalName);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tax number' }), 'X'.repeat(40));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(legalName).toHaveFocus());
    await expect(legalName).toHaveAccessibleDescription('Enter the employer’s legal name.');
    await expect(canvas.getByRole('textbox', { name: 'Tax number' })).toHaveAccessibleDescription(
      'Use at most 50 characters.',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), svgLogo());
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Logo preview' })).toBeVisible());
    await choose(canvasElement, 'Fiscal year starts', 'April');
    await choose(canvasElement, 'Default pay period', 'Bi-Weekly');
    const largestUpload = canvas.getByRole('textbox', { name: 'Largest upload (MiB)' });
    await userEvent.clear(largestUpload);
    await userEvent.type(largestUpload, '25');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        ...employerInformation,
        logo: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        fiscalYearStartMonth: 4,
        defaultPayPeriod: 'Bi-Weekly',
        largestUploadMiB: 25,
      }),
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Employer information saved.'));
    await expect(canvas.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  },
};

/** The server's refusal of one field shows on it; what was typed stays. */
export const ServerError: Story = {
  args: {
    onSave: fn<Save>(async () => ({ field: 'taxNumber', message: 'That tax number is not valid.' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const taxNumber = canvas.getByRole('textbox', { name: 'Tax number' });
    await waitFor(() => expect(taxNumber).toHaveAccessibleDescription('That tax number is not valid.'));
    await expect(taxNumber).toHaveValue('C0001234567');
    await expect(canvas.queryByText('Employer information saved.')).not.toBeInTheDocument();
  },
};

export const LogoTooLarge: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const large = new File([new Uint8Array(600 * 1024)], 'logo.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), large);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'logo.png is 600 KB; files may be at most 512 KB.',
    );
    await expect(canvas.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();

    // The system chooser can be switched to "All files", so the type is checked too.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'logo.gif is not an accepted file type. Accepted: PNG, JPEG, SVG.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(employerInformation));
  },
};

/** The largest upload is kept between 1 and 50 MiB: a larger figure typed is brought back to 50, and an empty field is refused. */
export const LargestUploadLimits: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const largestUpload = canvas.getByRole('textbox', { name: 'Largest upload (MiB)' });
    await userEvent.clear(largestUpload);
    await userEvent.type(largestUpload, '80');
    await userEvent.tab();
    await expect(largestUpload).toHaveValue('50');

    await userEvent.clear(largestUpload);
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(largestUpload).toHaveAccessibleDescription(
        expect.stringContaining('Enter a whole number of MiB from 1 to 50.'),
      ),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server's refusal of the limit shows on the field. */
export const LargestUploadServerError: Story = {
  args: {
    onSave: fn<Save>(async () => ({
      field: 'largestUploadMiB',
      message: 'largestUploadMiB: must be at most 50.',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Largest upload (MiB)' })).toHaveAccessibleDescription(
        expect.stringContaining('largestUploadMiB: must be at most 50.'),
      ),
    );
  },
};
