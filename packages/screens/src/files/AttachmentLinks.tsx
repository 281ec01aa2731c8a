import { Button, Icon } from '@hr/ui';
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import styles from './Attachments.module.css';
import { fileSizeFormatter } from './fileSize.ts';
import type { StoredFile } from './StoredFile.ts';

export interface AttachmentLinksProps<TFile extends StoredFile> {
  files: readonly TFile[];
  /** Downloads one file (the server sends it only to those who may see the record). */
  onDownload: (file: TFile) => void;
  /** Names the list for assistive technology ("Files of Holiday hours"). */
  'aria-label'?: string;
}

/** A record's files, each a button that downloads it, with its size; "None" when it has none. */
export function AttachmentLinks<TFile extends StoredFile>({
  files,
  onDownload,
  'aria-label': ariaLabel,
}: AttachmentLinksProps<TFile>) {
  const { locale } = useLocale();
  const fileSize = useMemo(() => fileSizeFormatter(locale), [locale]);
  if (files.length === 0) return <>None</>;
  return (
    <ul className={styles.list} aria-label={ariaLabel}>
      {files.map((file) => (
        <li key={file.id}>
          <Button variant="quiet" size="small" onPress={() => onDownload(file)}>
            <Icon name="download" />
            {file.name}
          </Button>{' '}
          <span className={styles.size}>{fileSize(file.size)}</span>
        </li>
      ))}
    </ul>
  );
}
