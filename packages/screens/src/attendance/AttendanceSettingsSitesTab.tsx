import type { AttendanceSiteValues } from '@hr/domain';
import { Button, createDataTableColumns, DataTable, EmptyState, Icon } from '@hr/ui';
import { Fragment, useMemo, useState } from 'react';
import { useDialogSession } from '../employees/records/useDialogSession.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import { ConfirmActionDialog } from '../layout/ConfirmActionDialog.tsx';
import listPage from '../layout/ListPage.module.css';
import styles from './AttendanceSettingsScreen.module.css';
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
    return `Branch ${branches.find((branch) => branch.id === site.branchId)?.name ?? '(removed)'}`;
  }
  if (site.employeeId) {
    return `Person ${people.find((person) => person.id === site.employeeId)?.name ?? '(not listed)'}`;
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
  const dialog = useDialogSession<AttendanceSiteItem>();
  const [deleting, setDeleting] = useState<AttendanceSiteItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const open = (site?: AttendanceSiteItem) => {
    setAnnouncement('');
    dialog.open(site);
  };
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
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <p role="status" className={listPage.status}>
          {announcement}
        </p>
        <Button onPress={() => open()}>
          <Icon name="add" /> Add site
        </Button>
      </div>
      <DataTable
        aria-label="Sites"
        columns={columns}
        data={sites}
        getRowId={(site) => site.id}
        enableColumnHiding={false}
        height="max(14rem, calc(100dvh - 28rem))"
        onRowAction={open}
        emptyState={
          <EmptyState
            icon="building"
            title="No sites yet"
            description="While a location is required, nobody can punch until a site is set up for them."
          />
        }
      />
      {dialog.session > 0 ? (
        <Fragment key={dialog.session}>
          <AttendanceSiteDialog
            item={dialog.item}
            branches={branches}
            people={people}
            isOpen={dialog.isOpen}
            onOpenChange={(isOpen) => {
              if (!isOpen) dialog.close();
            }}
            onDone={(message) => {
              dialog.close();
              setAnnouncement(message);
            }}
            onSave={onSave}
            onAskDelete={(site) => {
              dialog.close();
              setDeleting(site);
            }}
          />
        </Fragment>
      ) : null}
      {deleting ? (
        <ConfirmActionDialog
          title="Delete site?"
          description={`${deleting.name} will be deleted. Punches already made there are kept, no longer naming a site.`}
          confirmLabel="Delete site"
          onConfirm={() => onDelete(deleting)}
          onClose={() => setDeleting(null)}
          onDone={() => setAnnouncement(`${deleting.name} deleted.`)}
        />
      ) : null}
    </div>
  );
}
