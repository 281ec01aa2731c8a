import { EMPLOYER_LIMITS, type LevelInput, LevelSchema, type LevelValues } from '@hr/domain';
import { ControlledField, createDataTableColumns, TextField } from '@hr/ui';
import { ReferenceDataScreen } from './ReferenceDataScreen.tsx';
import { referenceCell } from './referenceCell.tsx';
import type { ReferenceDataKind, ReferenceDataProps, ReferenceItem } from './referenceData.ts';

export interface Level extends ReferenceItem {
  responsibilities: string;
}

export type LevelsScreenProps = ReferenceDataProps<Level, LevelValues>;

const column = createDataTableColumns<Level>();

const levels: ReferenceDataKind<Level, LevelInput, LevelValues> = {
  // The spec's words: the menu's "Level", a dialog 'Add level' and its button 'Add Level'.
  title: 'Level',
  one: 'level',
  many: 'levels',
  addLabel: 'Add Level',
  addTitle: 'Add level',
  editTitle: 'Edit level',
  columns: column.columns([
    column.accessor('code', { header: 'Code', cell: referenceCell, meta: { width: 'minmax(7rem, 0.6fr)' } }),
    column.accessor('name', { header: 'Name', cell: referenceCell, meta: { width: 'minmax(12rem, 1.6fr)' } }),
    column.yesNo('active', { header: 'Active', meta: { width: 'minmax(6rem, 0.4fr)' } }),
  ]),
  schema: LevelSchema,
  emptyValues: { code: '', name: '', active: true, responsibilities: '' },
  toInput: ({ code, name, active, responsibilities }) => ({ code, name, active, responsibilities }),
  fields: ['code', 'name', 'active', 'responsibilities'],
};

/** §2.7 Level: Code, Name, Active; "Add level" adds Level Responsibilities. */
export function LevelsScreen(props: LevelsScreenProps) {
  return (
    <ReferenceDataScreen
      {...props}
      kind={levels}
      renderExtraFields={(control) => (
        <ControlledField
          control={control}
          name="responsibilities"
          render={(field) => (
            // The count shows how much of the limit a long description has used.
            <TextField
              {...field}
              label="Level Responsibilities"
              multiline
              maxLength={EMPLOYER_LIMITS.responsibilitiesMaxLength}
            />
          )}
        />
      )}
    />
  );
}
