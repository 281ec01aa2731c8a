import type { JobPositionValues } from '@hr/domain';
import { ReferenceDataScreen } from './ReferenceDataScreen.tsx';
import type { ReferenceDataProps } from './referenceData.ts';
import { type ResponsibilitiesItem, responsibilitiesDialog } from './responsibilitiesDialog.tsx';

export type JobPosition = ResponsibilitiesItem;

export type JobPositionsScreenProps = ReferenceDataProps<JobPosition, JobPositionValues>;

/** "Add Job Position": Code, Name, Active and Job Responsibilities. */
export const jobPositionDialog = responsibilitiesDialog({
  title: 'Job Positions',
  one: 'job position',
  many: 'job positions',
  // The spec labels the dialog's button 'Add JobPositions', a typo for the dialog's own title.
  addLabel: 'Add Job Position',
  addTitle: 'Add Job Position',
  editTitle: 'Edit job position',
  responsibilitiesLabel: 'Job Responsibilities',
});

/** §2.7 Job Positions: Code, Name, Active; "Add Job Position" adds Job Responsibilities. */
export function JobPositionsScreen(props: JobPositionsScreenProps) {
  return <ReferenceDataScreen {...props} {...jobPositionDialog} />;
}
