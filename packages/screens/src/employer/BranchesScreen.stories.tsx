import type { Meta } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { BranchesScreen } from './BranchesScreen.tsx';
import { branches, employees, referenceArgs } from './employerStoryData.ts';
import { referenceDataStories } from './referenceDataStories.ts';
import { chooseOption, textbox } from './referenceStoryHelpers.ts';

const meta = {
  title: 'Screens/Employer/BranchesScreen',
  component: BranchesScreen,
  tags: ['autodocs'],
  args: { ...referenceArgs(branches), employees },
} satisfies Meta<typeof BranchesScreen>;

export default meta;

const stories = referenceDataStories({
  title: 'Branches',
  one: 'branch',
  many: 'branches',
  addLabel: 'Add Branch',
  addTitle: 'Add Branch',
  editTitle: 'Edit branch',
  headers: ['Code', 'Name', 'Address', 'Head', 'Active'],
  items: branches,
  valuesOf: ({ code, name, active, address, head }) => ({
    code,
    name,
    active,
    address,
    headId: head?.id ?? null,
  }),
  fillExtras: async (dialog) => {
    await userEvent.type(textbox(dialog, 'Address'), '4 Ring Road, Tamale');
    await chooseOption(dialog, 'Head', 'efu', 'Efua Owusu');
    return { address: '4 Ring Road, Tamale', headId: 'emp-3' };
  },
});

export const Default = stories.Default;
export const Loading = stories.Loading;
export const ErrorState = stories.ErrorState;
export const Empty = stories.Empty;
export const Filter = stories.Filter;
export const Sort = stories.Sort;
export const Add = stories.Add;
export const RequiredFields = stories.RequiredFields;
export const CodeTooLong = stories.CodeTooLong;
export const DuplicateCode = stories.DuplicateCode;
export const Edit = stories.Edit;
export const DeleteRefused = stories.DeleteRefused;
export const Deactivate = stories.Deactivate;
export const Cancel = stories.Cancel;
