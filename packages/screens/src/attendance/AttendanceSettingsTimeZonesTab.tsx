import { Button, createDataTableColumns, DataTable, EmptyState, Icon } from '@hr/ui';
import { Fragment, useId, useMemo, useState } from 'react';
import { useDialogSession } from '../employees/records/useDialogSession.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import listPage from '../layout/ListPage.module.css';
import styles from './AttendanceSettingsScreen.module.css';
import type { AttendanceBranch, AttendancePerson, TimeZoneTarget } from './shiftTypes.ts';
import { TimeZoneDialog, type TimeZoneDialogSubject } from './TimeZoneDialog.tsx';

export interface AttendanceSettingsTimeZonesTabProps {
  branches: readonly AttendanceBranch[];
  people: readonly AttendancePerson[];
  employerTimeZone: string;
  onSetTimeZone: (target: TimeZoneTarget, timeZone: string | null) => Promise<FormSubmitResult>;
}

/**
 * Attendance › Settings › Time zones: each branch's zone (else the employer's) and the people with a
 * zone of their own (else their branch's). A person's day is counted on the first of these set.
 */
export function AttendanceSettingsTimeZonesTab({
  branches,
  people,
  employerTimeZone,
  onSetTimeZone,
}: AttendanceSettingsTimeZonesTabProps) {
  const branchesId = useId();
  const peopleId = useId();
  const dialog = useDialogSession<TimeZoneDialogSubject>();
  const [announcement, setAnnouncement] = useState('');
  const [refusal, setRefusal] = useState('');
  // The person whose zone is being cleared: their Clear waits, so it is not sent twice.
  const [clearing, setClearing] = useState<string | null>(null);
  const withOwnZone = useMemo(() => people.filter((person) => person.timeZone !== null), [people]);
  const open = (subject: TimeZoneDialogSubject) => {
    setAnnouncement('');
    setRefusal('');
    dialog.open(subject);
  };
  const branchColumns = useMemo(() => {
    const column = createDataTableColumns<AttendanceBranch>();
    return column.columns([
      column.accessor('name', { header: 'Branch', meta: { width: 'minmax(10rem, 1fr)' } }),
      column.accessor((branch) => branch.timeZone ?? `Employer's zone (${employerTimeZone})`, {
        id: 'zone',
        header: 'Time zone',
        meta: { width: 'minmax(12rem, 1.2fr)' },
      }),
    ]);
  }, [employerTimeZone]);
  const personColumns = useMemo(() => {
    const column = createDataTableColumns<AttendancePerson>();
    return column.columns([
      column.accessor('name', { header: 'Person', meta: { width: 'minmax(10rem, 1fr)' } }),
      column.accessor((person) => person.timeZone ?? '', {
        id: 'zone',
        header: 'Time zone',
        meta: { width: 'minmax(12rem, 1.2fr)' },
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        meta: { width: 'minmax(5rem, 0.5fr)' },
        cell: ({ row }) => (
          <Button
            variant="quiet"
            size="small"
            aria-label={`Clear ${row.original.name}'s time zone`}
            isPending={clearing === row.original.id}
            onPress={async () => {
              setAnnouncement('');
              setRefusal('');
              setClearing(row.original.id);
              const feedback = await onSetTimeZone({ employeeId: row.original.id }, null);
              setClearing(null);
              if (feedback) setRefusal(feedback.message);
              else setAnnouncement(`${row.original.name}'s own time zone cleared.`);
            }}
          >
            Clear
          </Button>
        ),
      }),
    ]);
  }, [onSetTimeZone, clearing]);

  return (
    <div className={styles.tab}>
      <p role="status" className={listPage.status}>
        {announcement}
      </p>
      {refusal ? (
        <p role="alert" className={listPage.status}>
          {refusal}
        </p>
      ) : null}
      <section className={styles.section} aria-labelledby={branchesId}>
        <h2 id={branchesId} className={styles.sectionTitle}>
          Branches
        </h2>
        <DataTable
          aria-labelledby={branchesId}
          columns={branchColumns}
          data={branches}
          getRowId={(branch) => branch.id}
          enableColumnHiding={false}
          height="max(10rem, calc(50dvh - 16rem))"
          onRowAction={(branch) => open({ kind: 'branch', branch })}
          emptyState={
            <EmptyState
              icon="building"
              title="No branches"
              description="Everyone works on the employer's zone."
            />
          }
        />
      </section>
      <section className={styles.section} aria-labelledby={peopleId}>
        <div className={styles.toolbar}>
          <h2 id={peopleId} className={styles.sectionTitle}>
            People with their own zone
          </h2>
          <Button onPress={() => open({ kind: 'person' })}>
            <Icon name="add" /> Set a person's zone
          </Button>
        </div>
        <DataTable
          aria-labelledby={peopleId}
          columns={personColumns}
          data={withOwnZone}
          getRowId={(person) => person.id}
          enableColumnHiding={false}
          height="max(10rem, calc(50dvh - 16rem))"
          onRowAction={(person) => open({ kind: 'person', person })}
          emptyState={
            <EmptyState
              icon="users"
              title="No one has a zone of their own"
              description="Each person works on their branch's zone, else the employer's."
            />
          }
        />
      </section>
      {dialog.session > 0 && dialog.item ? (
        <Fragment key={dialog.session}>
          <TimeZoneDialog
            subject={dialog.item}
            people={people}
            employerTimeZone={employerTimeZone}
            isOpen={dialog.isOpen}
            onOpenChange={(isOpen) => {
              if (!isOpen) dialog.close();
            }}
            onDone={(message) => {
              dialog.close();
              setAnnouncement(message);
            }}
            onSetTimeZone={onSetTimeZone}
          />
        </Fragment>
      ) : null}
    </div>
  );
}
