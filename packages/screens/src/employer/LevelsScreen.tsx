import type { LevelValues } from '@hr/domain';
import { ReferenceDataScreen } from './ReferenceDataScreen.tsx';
import type { ReferenceDataProps } from './referenceData.ts';
import { type ResponsibilitiesItem, responsibilitiesDialog } from './responsibilitiesDialog.tsx';

export type Level = ResponsibilitiesItem;

export type LevelsScreenProps = ReferenceDataProps<Level, LevelValues>;

/** "Add level": Code, Name, Active and Level Responsibilities. */
export const levelDialog = responsibilitiesDialog({
  // The spec's words: the menu's "Level", a dialog 'Add level' and its button 'Add Level'.
  title: 'Level',
  one: 'level',
  many: 'levels',
  addLabel: 'Add Level',
  addTitle: 'Add level',
  editTitle: 'Edit level',
  responsibilitiesLabel: 'Level Responsibilities',
});

/** §2.7 Level: Code, Name, Active; "Add level" adds Level Responsibilities. */
export function LevelsScreen(props: LevelsScreenProps) {
  return <ReferenceDataScreen {...props} {...levelDialog} />;
}
