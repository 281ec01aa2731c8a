import {
  EMPLOYER_LIMITS,
  type JobPositionInput,
  JobPositionSchema,
  type JobPositionValues,
} from '@hr/domain';
import { ControlledField, createDataTableColumns, TextField } from '@hr/ui';
import { referenceCell } from './referenceCell.tsx';
import type { ReferenceDataKind, ReferenceDialogDefinition, ReferenceItem } from './referenceData.ts';

/** A row with a free-text description of what its holder does: a job position or a level. */
export interface ResponsibilitiesItem extends ReferenceItem {
  responsibilities: string;
}

/** What tells job positions and levels apart: only their words (§3 gives them one schema). */
export type ResponsibilitiesWords = Pick<
  ReferenceDataKind<ResponsibilitiesItem, JobPositionInput, JobPositionValues>,
  'title' | 'one' | 'many' | 'addLabel' | 'addTitle' | 'editTitle'
> & {
  /** The label of the responsibilities field ("Job Responsibilities"). */
  responsibilitiesLabel: string;
};

const column = createDataTableColumns<ResponsibilitiesItem>();

const columns = column.columns([
  column.accessor('code', { header: 'Code', cell: referenceCell, meta: { width: 'minmax(7rem, 0.6fr)' } }),
  column.accessor('name', { header: 'Name', cell: referenceCell, meta: { width: 'minmax(12rem, 1.6fr)' } }),
  column.yesNo('active', { header: 'Active', meta: { width: 'minmax(6rem, 0.4fr)' } }),
]);

/** The dialog of a kind with Code, Name, Active and a responsibilities text: job positions, levels. */
export function responsibilitiesDialog({
  responsibilitiesLabel,
  ...words
}: ResponsibilitiesWords): ReferenceDialogDefinition<
  ResponsibilitiesItem,
  JobPositionInput,
  JobPositionValues
> {
  return {
    kind: {
      ...words,
      columns,
      schema: JobPositionSchema,
      emptyValues: { code: '', name: '', active: true, responsibilities: '' },
      toInput: ({ code, name, active, responsibilities }) => ({ code, name, active, responsibilities }),
      fields: ['code', 'name', 'active', 'responsibilities'],
    },
    renderExtraFields: (control) => (
      <ControlledField
        control={control}
        name="responsibilities"
        render={(field) => (
          // The count shows how much of the limit a long description has used.
          <TextField
            {...field}
            label={responsibilitiesLabel}
            multiline
            maxLength={EMPLOYER_LIMITS.responsibilitiesMaxLength}
          />
        )}
      />
    ),
  };
}
