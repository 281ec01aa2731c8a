import type { AttendanceSiteValues } from '@hr/domain';
import { createDataTableColumns, EmptyState } from '@hr/ui';
import { useMemo } from 'react';
import type { FormSubmitResult } from '../forms/index.ts';
import { AttendanceSettingsEditableTab } from './AttendanceSettingsEditableTab.tsx';
import { AttendanceSiteDialog } from './AttendanceSiteDialog.tsx';
import type { AttendanceBranch, AttendancePerson, AttendanceSiteItem } from './shiftTypes.ts';

export interface AttendanceSettingsSitesTabProps {
  sites: readonly AttendanceSiteItem[];
  branches: readonly AttendanceBranch[];
  people: readonly AttendancePerson[];
  onSave: (values: AttendanceSiteValues, existing?: AttendanceSiteItem) => Promise<FormSubmitResult>;
  onDelete: (site: AttendanceSiteItem) => Promise<FormSubmitResult>;
}

/** "Everyone", "Branch Accra" or "Person Ama Mensah": whose punches a site takes. */
function siteForText(
  site: AttendanceSiteItem,
  branches: readonly AttendanceBranch[],
  people: readonly AttendancePerson[],
): string {
  if (site.branchId) {
    return `Branch ${site.branchName ?? branches.find((branch) => branch.id === site.branchId)?.name ?? ''}`;
  }
  if (site.employeeId) {
    return `Person ${site.employeeName ?? people.find((person) => person.id === site.employeeId)?.name ?? ''}`;
  }
  return 'Everyone';
}

/** Attendance › Settings › Sites: where punches may be made, and for whom. */
export function AttendanceSettingsSitesTab({
  sites,
  branches,
  people,
  onSave,
  onDelete,
}: AttendanceSettingsSitesTabProps) {
  const columns = useMemo(() => {
    const column = createDataTableColumns<AttendanceSiteItem>();
    return column.columns([
      column.accessor('name', { header: 'Name', meta: { width: 'minmax(9rem, 1.2fr)' } }),
      column.accessor('latitude', {
        header: 'Latitude',
        enableSorting: false,
        meta: { width: 'minmax(7rem, 0.7fr)', align: 'end' },
      }),
      column.accessor('longitude', {
        header: 'Longitude',
        enableSorting: false,
        meta: { width: 'minmax(7rem, 0.7fr)', align: 'end' },
      }),
      column.accessor('radiusMetres', {
        header: 'Radius',
        cell: ({ row }) => `${row.original.radiusMetres} m`,
        meta: { width: 'minmax(6rem, 0.5fr)', align: 'end' },
      }),
      column.accessor((site) => siteForText(site, branches, people), {
        id: 'for',
        header: 'For',
        meta: { width: 'minmax(9rem, 1fr)' },
      }),
    ]);
  }, [branches, people]);

  return (
    <AttendanceSettingsEditableTab
      label="Sites"
      addLabel="Add site"
      one="site"
      columns={columns}
      items={sites}
      emptyState={
        <EmptyState
          icon="building"
          title="No sites yet"
          description="While a location is required, nobody can punch until a site is set up for them."
        />
      }
      deleteDescription={(site) =>
        `${site.name} will be deleted. Punches already made there are kept, no longer naming a site.`
      }
      onDelete={onDelete}
      renderDialog={(dialog) => (
        <AttendanceSiteDialog {...dialog} branches={branches} people={people} onSave={onSave} />
      )}
    />
  );
}
