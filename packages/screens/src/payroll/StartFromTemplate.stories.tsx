import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FormSubmitResult } from '../forms/index.ts';
import type { PayrollTemplateView } from './payrollTemplate.ts';
import { StartFromTemplate } from './StartFromTemplate.tsx';
import { storyTemplates } from './statutoryStoryData.ts';

type Apply = (template: PayrollTemplateView) => Promise<FormSubmitResult>;

const meta = {
  title: 'Screens/Payroll/StartFromTemplate',
  component: StartFromTemplate,
  tags: ['autodocs'],
  args: { templates: storyTemplates, onApply: fn<Apply>(async () => undefined) },
} satisfies Meta<typeof StartFromTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = () => body().findByRole('dialog', { name: 'Start from a template' });
const createButton = async (name = 'Create the Kenya rows') =>
  within(await dialog()).getByRole('button', { name });

/** Choose: the button opens the chooser; nothing can be created before a country is picked. */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start from a template' }));
    const opened = await dialog();
    await expect(within(opened).getByRole('radio', { name: 'Kenya (KES)' })).not.toBeChecked();
    await expect(within(opened).getByRole('radio', { name: 'Nigeria (NGN)' })).toBeVisible();
    await expect(await createButton('Create the rows')).toBeDisabled();
    await userEvent.click(within(opened).getByRole('radio', { name: 'Nigeria (NGN)' }));
    await expect(within(opened).getByRole('rowheader', { name: 'PAYE' })).toBeVisible();
    await expect(await createButton('Create the Nigeria rows')).toBeEnabled();
  },
};

/** Preview: every row the template creates, with its source and effective date, and the engine's limits. */
export const Preview: Story = {
  args: { defaultCountry: 'KE' },
  play: async () => {
    const opened = await dialog();
    const taxes = within(opened).getByRole('table', { name: 'Statutory Taxes' });
    await expect(within(taxes).getByRole('row', { name: /^NSSF/ })).toHaveTextContent('2025-02-01');
    await expect(within(taxes).getByRole('row', { name: /^PAYE/ })).toHaveTextContent(
      'relief 2400.00 a month',
    );
    const contributions = within(opened).getByRole('table', { name: 'Statutory Contribution' });
    await expect(within(contributions).getByRole('row', { name: /^AHL/ })).toHaveTextContent(
      'Affordable Housing Act 2024',
    );
    await expect(within(contributions).getByRole('row', { name: /^NSSF/ })).toHaveTextContent('NSSF table');
    await expect(within(opened).getByText(/SHIF’s minimum of KSh 300/)).toBeVisible();
  },
};

/** Applying: the create button waits while the server makes the rows. */
export const Applying: Story = {
  args: { defaultCountry: 'KE', onApply: fn<Apply>(() => new Promise(() => undefined)) },
  play: async ({ args }) => {
    await userEvent.click(await createButton());
    await expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ country: 'KE' }));
    await expect(within(await dialog()).getByRole('status')).toHaveTextContent('Creating the Kenya rows…');
  },
};

/** Applied: the rows are made; the dialog says where they are and closes. */
export const Applied: Story = {
  args: { defaultCountry: 'KE' },
  play: async () => {
    await userEvent.click(await createButton());
    const opened = await dialog();
    await expect(await within(opened).findByText('The Kenya rows were created.')).toBeVisible();
    await userEvent.click(within(opened).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Conflict refused: a code already used; nothing was made and the reason shows, the choice kept. */
export const ConflictRefused: Story = {
  args: {
    defaultCountry: 'KE',
    onApply: fn<Apply>(async () => ({
      message:
        'Code PAYE is already used by a statutory tax of yours: rename or delete it, then start from the Kenya template.',
    })),
  },
  play: async () => {
    await userEvent.click(await createButton());
    const opened = await dialog();
    const alert = await within(opened).findByRole('alert');
    await expect(alert).toHaveTextContent('Nothing was created.');
    await expect(alert).toHaveTextContent('Code PAYE is already used');
    await expect(within(opened).getByRole('radio', { name: 'Kenya (KES)' })).toBeChecked();
  },
};
