import type { Meta } from '@storybook/react-vite';
import { levels, referenceArgs } from './employerStoryData.ts';
import { LevelsScreen } from './LevelsScreen.tsx';
import { referenceDataStories } from './referenceDataStories.ts';
import { responsibilitiesStoryKind } from './referenceStoryHelpers.ts';

const meta = {
  title: 'Screens/Employer/LevelsScreen',
  component: LevelsScreen,
  tags: ['autodocs'],
  args: referenceArgs(levels),
} satisfies Meta<typeof LevelsScreen>;

export default meta;

const stories = referenceDataStories(
  responsibilitiesStoryKind(
    {
      title: 'Level',
      one: 'level',
      many: 'levels',
      addLabel: 'Add Level',
      addTitle: 'Add level',
      editTitle: 'Edit level',
      responsibilitiesLabel: 'Level Responsibilities',
    },
    levels,
    'Leads a team.',
  ),
);

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
