import { type BankInput, BankSchema, type BankValues } from '@hr/domain';
import { ControlledField, createDataTableColumns, TextField } from '@hr/ui';
import { ReferenceDataScreen } from './ReferenceDataScreen.tsx';
import { referenceCell } from './referenceCell.tsx';
import type { ReferenceDataProps, ReferenceDialogDefinition, ReferenceItem } from './referenceData.ts';

/** A bank employees are paid through. */
export interface Bank extends ReferenceItem {
  branchOrSortCode: string;
}

export type BanksScreenProps = ReferenceDataProps<Bank, BankValues>;

const column = createDataTableColumns<Bank>();

/** "Add Bank": Code, Name, Active and the branch or sort code. */
export const bankDialog: ReferenceDialogDefinition<Bank, BankInput, BankValues> = {
  kind: {
    title: 'Banks',
    one: 'bank',
    many: 'banks',
    addLabel: 'Add Bank',
    addTitle: 'Add Bank',
    editTitle: 'Edit bank',
    columns: column.columns([
      column.accessor('code', {
        header: 'Code',
        cell: referenceCell,
        meta: { width: 'minmax(7rem, 0.6fr)' },
      }),
      column.accessor('name', {
        header: 'Name',
        cell: referenceCell,
        meta: { width: 'minmax(12rem, 1.4fr)' },
      }),
      column.accessor('branchOrSortCode', {
        header: 'Branch or sort code',
        cell: referenceCell,
        meta: { width: 'minmax(10rem, 0.8fr)' },
      }),
      column.yesNo('active', { header: 'Active', meta: { width: 'minmax(6rem, 0.4fr)' } }),
    ]),
    schema: BankSchema,
    emptyValues: { code: '', name: '', active: true, branchOrSortCode: '' },
    toInput: ({ code, name, active, branchOrSortCode }) => ({ code, name, active, branchOrSortCode }),
    fields: ['code', 'name', 'active', 'branchOrSortCode'],
  },
  renderExtraFields: (control) => (
    <ControlledField
      control={control}
      name="branchOrSortCode"
      render={(field) => <TextField {...field} label="Branch or sort code" autoComplete="off" />}
    />
  ),
};

/** The menu's Bank: Code, Name, Branch or sort code, Active. */
export function BanksScreen(props: BanksScreenProps) {
  return <ReferenceDataScreen {...props} {...bankDialog} />;
}
