import { type BranchInput, BranchSchema, type BranchValues, EMPLOYER_LIMITS } from '@hr/domain';
import { ControlledField, createDataTableColumns, TextField } from '@hr/ui';
import { HeadField } from './HeadField.tsx';
import { ReferenceDataScreen } from './ReferenceDataScreen.tsx';
import { referenceCell } from './referenceCell.tsx';
import type {
  EmployeeChoice,
  ReferenceDataProps,
  ReferenceDialogDefinition,
  ReferenceItem,
} from './referenceData.ts';

/** A branch of the employer; `head` is the employee heading it. */
export interface Branch extends ReferenceItem {
  address: string;
  head: EmployeeChoice | null;
}

export interface BranchesScreenProps extends ReferenceDataProps<Branch, BranchValues> {
  /** The employees a head is chosen from. */
  employees?: readonly EmployeeChoice[];
  /** Asks for the employees a typed name matches (see EmployeeComboBox). */
  onEmployeeSearch?: (text: string) => void;
}

const column = createDataTableColumns<Branch>();

/** "Add Branch": Code, Name, Active, the address and the Head chosen from the employees. */
export const branchDialog: ReferenceDialogDefinition<Branch, BranchInput, BranchValues> = {
  kind: {
    title: 'Branches',
    one: 'branch',
    many: 'branches',
    addLabel: 'Add Branch',
    addTitle: 'Add Branch',
    editTitle: 'Edit branch',
    columns: column.columns([
      column.accessor('code', {
        header: 'Code',
        cell: referenceCell,
        meta: { width: 'minmax(7rem, 0.6fr)' },
      }),
      column.accessor('name', { header: 'Name', cell: referenceCell, meta: { width: 'minmax(10rem, 1fr)' } }),
      column.accessor('address', {
        header: 'Address',
        cell: referenceCell,
        meta: { width: 'minmax(14rem, 1.6fr)' },
      }),
      column.accessor((branch) => branch.head?.name ?? '', {
        id: 'head',
        header: 'Head',
        cell: referenceCell,
        meta: { width: 'minmax(10rem, 1fr)' },
      }),
      column.yesNo('active', { header: 'Active', meta: { width: 'minmax(6rem, 0.4fr)' } }),
    ]),
    schema: BranchSchema,
    emptyValues: { code: '', name: '', active: true, address: '', headId: null },
    toInput: ({ code, name, active, address, head }) => ({
      code,
      name,
      active,
      address,
      headId: head?.id ?? null,
    }),
    fields: ['code', 'name', 'active', 'address', 'headId'],
  },
  renderExtraFields: (control, branch, employees) => (
    <>
      <ControlledField
        control={control}
        name="address"
        render={(field) => (
          <TextField
            {...field}
            label="Address"
            multiline
            rows={3}
            maxLength={EMPLOYER_LIMITS.addressMaxLength}
            autoComplete="street-address"
          />
        )}
      />
      <ControlledField
        control={control}
        name="headId"
        render={(field) => <HeadField {...field} employees={employees} currentHead={branch?.head} />}
      />
    </>
  ),
};

/** The menu's Branch: Code, Name, Address, Head, Active. */
export function BranchesScreen(props: BranchesScreenProps) {
  return <ReferenceDataScreen {...props} {...branchDialog} />;
}
