import type { Meta } from '@storybook/react-vite';
import { jobPositions, referenceArgs } from './employerStoryData.ts';
import { JobPositionsScreen } from './JobPositionsScreen.tsx';
import { referenceDataStories } from './referenceDataStories.ts';
import { responsibilitiesStoryKind } from './referenceStoryHelpers.ts';

const meta = {
  title: 'Screens/Employer/JobPositionsScreen',
  component: JobPositionsScreen,
  tags: ['autodocs'],
  args: referenceArgs(jobPositions),
} satisfies Meta<typeof JobPositionsScreen>;

export default meta;

const stories = referenceDataStories(
  responsibilitiesStoryKind(
    {
      title: 'Job Positions',
      one: 'job position',
      many: 'job positions',
      addLabel: 'Add Job Position',
      addTitle: 'Add Job Position',
      editTitle: 'Edit job position',
      responsibilitiesLabel: 'Job Responsibilities',
    },
    jobPositions,
    'Keeps the books.',
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
