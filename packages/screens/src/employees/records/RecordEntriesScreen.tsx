import {
  Badge,
  Banner,
  Button,
  createDataTableColumns,
  DataTable,
  type DataTableColumns,
  EmptyState,
  Icon,
  Select,
  useFormatDay,
} from '@hr/ui';
import { Fragment, type ReactNode, useId, useMemo, useState } from 'react';
import listPage from '../../layout/ListPage.module.css';
import { LoadError } from '../../layout/LoadError.tsx';
import pageHeader from '../../layout/PageHeader.module.css';
import styles from './RecordEntries.module.css';
import {
  lockedMessage,
  type RecordEntriesScreenProps,
  type RecordEntry,
  type RecordEntryDialogProps,
  verifiedLabel,
} from './recordEntries.ts';
import { useDialogSession } from './useDialogSession.ts';

export interface RecordEntriesWords {
  /** The page heading, which names the table ("Education"). */
  title: string;
  /** One entry, in a sentence ("education entry"). */
  one: string;
  addLabel: string;
  emptyDescription: string;
}

interface GenericProps<TEntry extends RecordEntry> extends RecordEntriesScreenProps<TEntry> {
  words: RecordEntriesWords;
  columns: DataTableColumns<TEntry>;
  renderDialog: (dialog: RecordEntryDialogProps<TEntry>) => ReactNode;
}

/**
 * One person's Education or Experience (issue 28 item 3): HR chooses the person, an employee sees
 * their own. Each entry says whether HR verified it; HR verifies from the row. A verified entry is
 * locked to its employee, so opening it tells them why instead of opening the dialog.
 */
export function RecordEntriesScreen<TEntry extends RecordEntry>({
  words,
  columns,
  renderDialog,
  status,
  errorMessage,
  onRetry,
  entries,
  people,
  employeeId,
  onEmployeeChange,
  canVerify,
  onVerify,
}: GenericProps<TEntry>) {
  const titleId = useId();
  const dialog = useDialogSession<TEntry>();
  const [announcement, setAnnouncement] = useState('');
  const [locked, setLocked] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [verifying, setVerifying] = useState<string | null>(null);
  const hasPerson = employeeId !== null;
  const day = useFormatDay();

  const openDialog = (entry?: TEntry) => {
    setAnnouncement('');
    setRefusal(null);
    // Whoever may not verify these entries is their owner (HR never verifies their own), and a
    // verified entry is locked to its owner whatever their role: say why rather than open a dialog.
    if (entry && !canVerify && entry.verifiedAt !== null) {
      setLocked(lockedMessage(entry, day));
      return;
    }
    setLocked(null);
    dialog.open(entry);
  };

  const tableColumns = useMemo(() => {
    const column = createDataTableColumns<TEntry>();
    const verify = async (entry: TEntry) => {
      setRefusal(null);
      setAnnouncement('');
      setVerifying(entry.id);
      const feedback = await onVerify(entry);
      setVerifying(null);
      if (feedback) setRefusal(feedback.message);
      else setAnnouncement('Entry verified.');
    };
    return column.columns([
      ...columns,
      column.display({
        id: 'verified',
        header: 'Verified',
        enableSorting: false,
        meta: { width: 'minmax(14rem, 1.2fr)' },
        cell: ({ row }) => {
          const label = verifiedLabel(row.original, day);
          if (label) return <Badge variant="success">{label}</Badge>;
          return canVerify ? (
            <Button
              variant="secondary"
              size="small"
              aria-label={`Verify entry ${row.index + 1}`}
              isPending={verifying === row.original.id}
              onPress={() => void verify(row.original)}
            >
              Verify
            </Button>
          ) : (
            <Badge variant="neutral">Not verified</Badge>
          );
        },
      }),
    ]);
  }, [columns, canVerify, onVerify, verifying, day]);

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            {words.title}
          </h1>
          <p role="status" className={listPage.status}>
            {announcement}
          </p>
        </div>
        <Button onPress={() => openDialog()} isDisabled={status !== 'ready' || !hasPerson}>
          <Icon name="add" /> {words.addLabel}
        </Button>
      </div>
      {people !== null ? (
        <div className={styles.filters}>
          <Select
            label="Employee"
            placeholder="Choose the employee"
            items={people}
            value={employeeId}
            onChange={(id) => onEmployeeChange?.(id === null ? null : String(id))}
          />
        </div>
      ) : null}
      {locked ? <Banner variant="info">{locked}</Banner> : null}
      {refusal ? (
        <Banner variant="danger" isUrgent>
          {refusal}
        </Banner>
      ) : null}
      {status === 'error' ? (
        <LoadError
          title={`The ${words.title.toLowerCase()} entries could not be loaded.`}
          message={errorMessage}
          onRetry={onRetry}
        />
      ) : (
        <DataTable
          aria-labelledby={titleId}
          columns={tableColumns}
          data={entries}
          getRowId={(entry) => entry.id}
          enableColumnHiding={false}
          isLoading={status === 'loading'}
          height="max(16rem, calc(100dvh - 24rem))"
          onRowAction={openDialog}
          emptyState={
            hasPerson ? (
              <EmptyState icon="file" title={`No ${words.one} yet`} description={words.emptyDescription} />
            ) : (
              <EmptyState
                icon="users"
                title="Choose an employee"
                description={`Their ${words.title.toLowerCase()} entries show here.`}
              />
            )
          }
        />
      )}
      {dialog.session > 0 ? (
        <Fragment key={dialog.session}>
          {renderDialog({
            entry: dialog.item,
            isOpen: dialog.isOpen,
            onOpenChange: (isOpen) => {
              if (!isOpen) dialog.close();
            },
            onDone: (message) => {
              dialog.close();
              setAnnouncement(message);
            },
          })}
        </Fragment>
      ) : null}
    </div>
  );
}
