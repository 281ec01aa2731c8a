import {
  EMPLOYER_LIMITS,
  type JobPositionInput,
  JobPositionSchema,
  type JobPositionValues,
} from '@hr/domain';
import { ControlledField, createDataTableColumns, TextField } from '@hr/ui';
import { ReferenceDataScreen } from './ReferenceDataScreen.tsx';
import { referenceCell } from './referenceCell.tsx';
import type { ReferenceDataKind, ReferenceDataProps, ReferenceItem } from './referenceData.ts';

export interface JobPosition extends ReferenceItem {
  responsibilities: string;
}

export type JobPositionsScreenProps = ReferenceDataProps<JobPosition, JobPositionValues>;

const column = createDataTableColumns<JobPosition>();

const jobPositions: ReferenceDataKind<JobPosition, JobPositionInput, JobPositionValues> = {
  title: 'Job Positions',
  one: 'job position',
  many: 'job positions',
  // The spec labels the dialog's button 'Add JobPositions', a typo for the dialog's own title.
  addLabel: 'Add Job Position',
  addTitle: 'Add Job Position',
  editTitle: 'Edit job position',
  columns: column.columns([
    column.accessor('code', { header: 'Code', cell: referenceCell, meta: { width: 'minmax(7rem, 0.6fr)' } }),
    column.accessor('name', { header: 'Name', cell: referenceCell, meta: { width: 'minmax(12rem, 1.6fr)' } }),
    column.yesNo('active', { header: 'Active', meta: { width: 'minmax(6rem, 0.4fr)' } }),
  ]),
  schema: JobPositionSchema,
  emptyValues: { code: '', name: '', active: true, responsibilities: '' },
  toInput: ({ code, name, active, responsibilities }) => ({ code, name, active, responsibilities }),
  fields: ['code', 'name', 'active', 'responsibilities'],
};

/** §2.7 Job Positions: Code, Name, Active; "Add Job Position" adds Job Responsibilities. */
export function JobPositionsScreen(props: JobPositionsScreenProps) {
  return (
    <ReferenceDataScreen
      {...props}
      kind={jobPositions}
      renderExtraFields={(control) => (
        <ControlledField
          control={control}
          name="responsibilities"
          render={(field) => (
            // The count shows how much of the limit a long description has used.
            <TextField
              {...field}
              label="Job Responsibilities"
              multiline
              maxLength={EMPLOYER_LIMITS.responsibilitiesMaxLength}
            />
          )}
        />
      )}
    />
  );
}
