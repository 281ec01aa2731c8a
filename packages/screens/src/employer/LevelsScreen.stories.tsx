import type { Meta } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { levels, referenceArgs } from './employerStoryData.ts';
import { LevelsScreen } from './LevelsScreen.tsx';
import { referenceDataStories } from './referenceDataStories.ts';
import { textbox } from './referenceStoryHelpers.ts';

const meta = {
  title: 'Screens/Employer/LevelsScreen',
  component: LevelsScreen,
  tags: ['autodocs'],
  args: referenceArgs(levels),
} satisfies Meta<typeof LevelsScreen>;

export default meta;

const stories = referenceDataStories({
  title: 'Level',
  one: 'level',
  many: 'levels',
  addLabel: 'Add Level',
  addTitle: 'Add level',
  editTitle: 'Edit level',
  headers: ['Code', 'Name', 'Active'],
  items: levels,
  valuesOf: ({ code, name, active, responsibilities }) => ({ code, name, active, responsibilities }),
  fillExtras: async (dialog) => {
    await userEvent.type(textbox(dialog, 'Level Responsibilities'), 'Leads a team.');
    return { responsibilities: 'Leads a team.' };
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
