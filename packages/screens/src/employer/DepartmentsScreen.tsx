import { type DepartmentInput, DepartmentSchema, type DepartmentValues } from '@hr/domain';
import { ControlledField, createDataTableColumns } from '@hr/ui';
import { HeadField } from './HeadField.tsx';
import { ReferenceDataScreen } from './ReferenceDataScreen.tsx';
import { referenceCell } from './referenceCell.tsx';
import type {
  EmployeeChoice,
  ReferenceDataProps,
  ReferenceDialogDefinition,
  ReferenceItem,
} from './referenceData.ts';

/** A department as the list shows it; `head` is the employee heading it. */
export interface Department extends ReferenceItem {
  head: EmployeeChoice | null;
}

export interface DepartmentsScreenProps extends ReferenceDataProps<Department, DepartmentValues> {
  /** The employees a head is chosen from. */
  employees?: readonly EmployeeChoice[];
  /** Asks for the employees a typed name matches (see EmployeeComboBox). */
  onEmployeeSearch?: (text: string) => void;
}

const column = createDataTableColumns<Department>();

/** "Add Department": Code, Name, Active on by default, and the Head chosen from the employees. */
export const departmentDialog: ReferenceDialogDefinition<Department, DepartmentInput, DepartmentValues> = {
  kind: {
    title: 'Departments',
    one: 'department',
    many: 'departments',
    addLabel: 'Add Department',
    addTitle: 'Add Department',
    editTitle: 'Edit department',
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
      column.accessor((department) => department.head?.name ?? '', {
        id: 'head',
        header: 'Head',
        cell: referenceCell,
        meta: { width: 'minmax(10rem, 1fr)' },
      }),
      column.yesNo('active', { header: 'Active', meta: { width: 'minmax(6rem, 0.4fr)' } }),
    ]),
    schema: DepartmentSchema,
    emptyValues: { code: '', name: '', active: true, headId: null },
    toInput: ({ code, name, active, head }) => ({ code, name, active, headId: head?.id ?? null }),
    fields: ['code', 'name', 'active', 'headId'],
  },
  renderExtraFields: (control, department, employees) => (
    <ControlledField
      control={control}
      name="headId"
      render={(field) => <HeadField {...field} employees={employees} currentHead={department?.head} />}
    />
  ),
};

/** §2.7 Departments: Code, Name, Head, Active; "Add Department" with Code, Name, Active and Head. */
export function DepartmentsScreen(props: DepartmentsScreenProps) {
  return <ReferenceDataScreen {...props} {...departmentDialog} />;
}
