import type { Meta } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { BanksScreen } from './BanksScreen.tsx';
import { banks, referenceArgs } from './employerStoryData.ts';
import { referenceDataStories } from './referenceDataStories.ts';
import { textbox } from './referenceStoryHelpers.ts';

const meta = {
  title: 'Screens/Employer/BanksScreen',
  component: BanksScreen,
  tags: ['autodocs'],
  args: referenceArgs(banks),
} satisfies Meta<typeof BanksScreen>;

export default meta;

const stories = referenceDataStories({
  title: 'Banks',
  one: 'bank',
  many: 'banks',
  addLabel: 'Add Bank',
  addTitle: 'Add Bank',
  editTitle: 'Edit bank',
  headers: ['Code', 'Name', 'Branch or sort code', 'Active'],
  items: banks,
  valuesOf: ({ code, name, active, branchOrSortCode }) => ({ code, name, active, branchOrSortCode }),
  fillExtras: async (dialog) => {
    await userEvent.type(textbox(dialog, 'Branch or sort code'), '40-11-62');
    return { branchOrSortCode: '40-11-62' };
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
