import { type ReactNode, useId, useState } from 'react';
import {
  FileTrigger as AriaFileTrigger,
  type FileTriggerProps as AriaFileTriggerProps,
} from 'react-aria-components';
import { Button, type ButtonProps } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { classNames } from '../theme/classNames.ts';
import styles from './FileTrigger.module.css';

export interface FileTriggerProps extends Omit<AriaFileTriggerProps, 'onSelect' | 'children'> {
  /** The button's label. */
  children?: ReactNode;
  /** Called with the chosen files (an empty list never arrives: cancelling the chooser changes nothing). */
  onSelect?: (files: File[]) => void;
  /** Shown next to the button until a file is chosen. */
  emptyLabel?: string;
  isDisabled?: boolean;
  variant?: Extract<ButtonProps['variant'], 'primary' | 'secondary'>;
  className?: string;
}

/** What the status next to the button says: the one name, or the count and the names. */
function describeFiles(files: readonly File[]): string {
  if (files.length === 1) return files[0]?.name ?? '';
  return `${files.length} files: ${files.map((file) => file.name).join(', ')}`;
}

/**
 * A button that opens the system file chooser and shows the chosen file's name next to it.
 * The name is the button's description, so screen readers hear it with the button.
 */
export function FileTrigger({
  children = 'Choose file',
  onSelect,
  emptyLabel = 'No file chosen',
  isDisabled = false,
  variant = 'secondary',
  className,
  ...props
}: FileTriggerProps) {
  const [files, setFiles] = useState<File[]>([]);
  const statusId = useId();
  return (
    <div className={classNames(styles.fileTrigger, className)}>
      <AriaFileTrigger
        {...props}
        onSelect={(list) => {
          const chosen = Array.from(list ?? []);
          if (isDisabled || chosen.length === 0) return;
          setFiles(chosen);
          onSelect?.(chosen);
        }}
      >
        <Button variant={variant} isDisabled={isDisabled} aria-describedby={statusId}>
          <Icon name="upload" />
          {children}
        </Button>
      </AriaFileTrigger>
      <span id={statusId} className={styles.status} data-empty={files.length === 0 || undefined}>
        {files.length === 0 ? emptyLabel : describeFiles(files)}
      </span>
    </div>
  );
}
