import { Button, createDataTableColumns, DataTable, Icon } from '@hr/ui';
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { useAuditTime } from '../audit/auditFormat.ts';
import { fileSizeFormatter } from '../files/fileSize.ts';
import { fittedTableHeight } from '../layout/fittedTableHeight.ts';
import styles from './Documents.module.css';
import { type DocumentVersion, SHORT_HASH_LENGTH } from './documentRequests.ts';

export interface DocumentVersionHistoryProps {
  /** Every version, the latest last; the table shows the latest first. */
  versions: readonly DocumentVersion[];
  /** Names the table ("Versions of Amina Mwangi's National ID copy"). */
  'aria-label': string;
  /** The reader's time zone; the browser's unless given. */
  timeZone?: string;
  /** Downloads a version (with the reader's session: no address opens a stored file alone). */
  onDownload: (version: DocumentVersion) => void;
}

const column = createDataTableColumns<DocumentVersion>();

function versionColumns(
  size: (bytes: number) => string,
  time: (at: string) => string,
  onDownload: (version: DocumentVersion) => void,
) {
  return column.columns([
    column.accessor('number', {
      header: 'Version',
      enableSorting: false,
      meta: { width: 'minmax(5rem, 0.3fr)', align: 'end' },
    }),
    column.accessor('fileName', {
      header: 'File',
      enableSorting: false,
      meta: { width: 'minmax(12rem, 1.4fr)' },
      cell: ({ row }) => (
        <Button variant="quiet" size="small" onPress={() => onDownload(row.original)}>
          <Icon name="download" />
          {row.original.fileName}
        </Button>
      ),
    }),
    column.accessor('size', {
      header: 'Size',
      enableSorting: false,
      meta: { width: 'minmax(6rem, 0.4fr)', align: 'end', toText: (value) => size(Number(value)) },
    }),
    column.accessor('mediaType', {
      header: 'Type',
      enableSorting: false,
      meta: { width: 'minmax(9rem, 0.8fr)' },
    }),
    column.accessor('uploadedBy', {
      header: 'Uploaded by',
      enableSorting: false,
      meta: { width: 'minmax(10rem, 0.9fr)' },
    }),
    column.accessor('uploadedAt', {
      header: 'Uploaded',
      enableSorting: false,
      meta: { width: 'minmax(10rem, 0.9fr)', toText: (value) => time(String(value)) },
    }),
    column.accessor('hash', {
      header: 'SHA-256',
      enableSorting: false,
      meta: { width: 'minmax(9rem, 0.6fr)' },
      cell: ({ getValue }) => (
        <span className={styles.hash} title={getValue()}>
          {getValue().slice(0, SHORT_HASH_LENGTH)}
        </span>
      ),
    }),
  ]);
}

/** An item's versions, newest first: each with its file to download, size, type, uploader, time and hash. */
export function DocumentVersionHistory({
  versions,
  'aria-label': ariaLabel,
  timeZone,
  onDownload,
}: DocumentVersionHistoryProps) {
  const { locale } = useLocale();
  const time = useAuditTime(timeZone);
  const columns = useMemo(
    () => versionColumns(fileSizeFormatter(locale), time, onDownload),
    [locale, time, onDownload],
  );
  const newestFirst = useMemo(() => [...versions].reverse(), [versions]);
  return (
    <DataTable
      aria-label={ariaLabel}
      columns={columns}
      data={newestFirst}
      getRowId={(version) => String(version.number)}
      enableColumnHiding={false}
      height={fittedTableHeight(versions.length, 1, 6)}
    />
  );
}
