import { type ColumnVisibilityState, constructTable, type SortingState } from '@tanstack/react-table';
// The React adapter brings its own reactivity; a table built outside React takes the store's.
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { tableToCsv } from './csv.ts';
import { createDataTableColumns, type DataTableFeatures, dataTableFeatures } from './DataTableColumns.ts';

interface Department {
  code: string;
  name: string;
  head: string;
  headcount: number;
  active: boolean;
}

const column = createDataTableColumns<Department>();
const columns = column.columns([
  column.accessor('code', { header: 'Code' }),
  column.accessor('name', { header: 'Name' }),
  column.accessor('head', { header: 'Head' }),
  column.accessor('headcount', { header: () => 'Staff', meta: { label: 'Headcount' } }),
  column.yesNo('active', { header: 'Active' }),
  column.display({ id: 'actions', header: 'Actions', cell: () => 'Edit' }),
]);

const departments: Department[] = [
  { code: 'FIN', name: 'Finance, Audit & Tax', head: 'Ama Mensah', headcount: 12, active: true },
  { code: 'HR', name: 'People "Ops"', head: 'Kofi Boateng', headcount: 4, active: false },
  { code: 'OPS', name: 'Operations\nNorth', head: 'Esi Owusu', headcount: 31, active: true },
];

function buildTable(
  data: Department[],
  state: { sorting?: SortingState; columnVisibility?: ColumnVisibilityState } = {},
) {
  const features = { ...dataTableFeatures, coreReactivityFeature: storeReactivityBindings() };
  return constructTable<DataTableFeatures, Department>({
    features,
    columns,
    data,
    state: { sorting: state.sorting ?? [], columnVisibility: state.columnVisibility ?? {} },
  });
}

describe('tableToCsv', () => {
  it('writes header labels then one line per row, numbers as numbers and booleans as Yes/No', () => {
    const lines = tableToCsv(buildTable(departments.slice(0, 1))).split('\r\n');
    expect(lines).toEqual([
      'Code,Name,Head,Headcount,Active',
      'FIN,"Finance, Audit & Tax",Ama Mensah,12,Yes',
    ]);
  });

  it('quotes commas, doubles quotes and keeps newlines inside quoted fields', () => {
    const csv = tableToCsv(buildTable(departments));
    expect(csv).toContain('"Finance, Audit & Tax"');
    expect(csv).toContain('"People ""Ops"""');
    expect(csv).toContain('"Operations\nNorth"');
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed.map((row) => row[1])).toEqual([
      'Name',
      'Finance, Audit & Tax',
      'People "Ops"',
      'Operations\nNorth',
    ]);
    expect(parsed.map((row) => row[4])).toEqual(['Active', 'Yes', 'No', 'Yes']);
  });

  it('leaves out hidden columns and display-only columns', () => {
    const csv = tableToCsv(buildTable(departments, { columnVisibility: { head: false, headcount: false } }));
    expect(csv.split('\r\n')[0]).toBe('Code,Name,Active');
    expect(csv).not.toContain('Ama Mensah');
    expect(csv).not.toContain('Edit');
  });

  it('follows the current sort order', () => {
    const byHeadcountDescending = tableToCsv(
      buildTable(departments, { sorting: [{ id: 'headcount', desc: true }] }),
    );
    const codes = Papa.parse<string[]>(byHeadcountDescending)
      .data.slice(1)
      .map((row) => row[0]);
    expect(codes).toEqual(['OPS', 'FIN', 'HR']);

    const byCodeDescending = tableToCsv(buildTable(departments, { sorting: [{ id: 'code', desc: true }] }));
    expect(
      Papa.parse<string[]>(byCodeDescending)
        .data.slice(1)
        .map((row) => row[0]),
    ).toEqual(['OPS', 'HR', 'FIN']);
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    const csv = tableToCsv(
      buildTable([{ code: '=HYPERLINK("x")', name: '@sum', head: '-', headcount: -3, active: true }]),
    );
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")","'@sum","'-",-3,Yes`);
  });

  it('writes only the header line when there are no rows', () => {
    expect(tableToCsv(buildTable([]))).toBe('Code,Name,Head,Headcount,Active');
  });
});
