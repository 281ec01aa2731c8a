import { type ReactNode, useId, useState } from 'react';
import {
  DropZone as AriaDropZone,
  type DropZoneProps as AriaDropZoneProps,
  type FileDropItem,
  FileTrigger,
  Text,
} from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { fieldStyles } from '../Field/index.ts';
import { Icon } from '../Icon/index.ts';
import { classNames } from '../theme/classNames.ts';
import styles from './DropZone.module.css';
import { describeFileTypes, type FileLimits, formatFileSize, validateFiles } from './validateFiles.ts';

export interface DropZoneProps
  extends FileLimits,
    Omit<AriaDropZoneProps, 'onDrop' | 'children' | 'className' | 'getDropOperation'> {
  /** A visible label above the zone; it also names the zone. */
  label?: ReactNode;
  /** Called with the files that pass the limits (rejected ones are reported in the zone). */
  onFilesAccepted?: (files: File[]) => void;
  /** An error from outside the zone, such as a form's "Attach the signed contract". */
  errorMessage?: string;
  browseLabel?: string;
  className?: string;
}

function hintText({ acceptedFileTypes = [], maxFileSize }: FileLimits): string | null {
  const types = acceptedFileTypes.length > 0 ? describeFileTypes(acceptedFileTypes) : null;
  const size = maxFileSize !== undefined ? `up to ${formatFileSize(maxFileSize)}` : null;
  if (types && size) return `${types}, ${size} each`;
  return types ?? (size ? `Any file ${size}` : null);
}

/**
 * An area to drop files on, with a "Browse files" button for choosing them instead. Files outside
 * `acceptedFileTypes` or over `maxFileSize` are rejected with a message naming the file and the
 * problem (announced as an alert); the others go to `onFilesAccepted`. One file at a time unless
 * `allowsMultiple`.
 */
export function DropZone({
  label,
  acceptedFileTypes,
  maxFileSize,
  allowsMultiple = false,
  onFilesAccepted,
  errorMessage,
  browseLabel = 'Browse files',
  isDisabled = false,
  className,
  ...props
}: DropZoneProps) {
  const [rejections, setRejections] = useState<string[]>([]);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const hint = hintText({ acceptedFileTypes, maxFileSize });
  // A Set, as the same file given twice would repeat its message.
  const errors = [...new Set([...(errorMessage ? [errorMessage] : []), ...rejections])];

  const receive = (files: File[]) => {
    if (isDisabled || files.length === 0) return;
    const { accepted, rejected } = validateFiles(files, { acceptedFileTypes, maxFileSize, allowsMultiple });
    setRejections(rejected.map((rejection) => rejection.message));
    if (accepted.length > 0) onFilesAccepted?.(accepted);
  };

  return (
    <fieldset className={classNames(styles.dropZoneField, className)}>
      {label ? (
        <legend id={labelId} className={[fieldStyles.label, styles.legend].join(' ')}>
          {label}
        </legend>
      ) : null}
      <AriaDropZone
        {...props}
        isDisabled={isDisabled}
        aria-labelledby={label ? labelId : undefined}
        data-invalid={errors.length > 0 || undefined}
        className={styles.zone}
        onDrop={async (event) => {
          const items = event.items.filter((item): item is FileDropItem => item.kind === 'file');
          receive(await Promise.all(items.map((item) => item.getFile())));
        }}
      >
        <Icon name="upload" size="1.5rem" className={styles.icon} />
        <Text slot="label" className={styles.prompt}>
          {allowsMultiple ? 'Drop files here or' : 'Drop a file here or'}
        </Text>
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => receive(Array.from(list ?? []))}
        >
          <Button
            variant="secondary"
            size="small"
            isDisabled={isDisabled}
            aria-describedby={
              [hint ? hintId : null, errors.length > 0 ? errorId : null].filter(Boolean).join(' ') ||
              undefined
            }
          >
            {browseLabel}
          </Button>
        </FileTrigger>
        {hint ? (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        ) : null}
      </AriaDropZone>
      <div id={errorId} role="alert" className={fieldStyles.error}>
        {errors.map((message) => (
          <p key={message} className={styles.errorLine}>
            {message}
          </p>
        ))}
      </div>
    </fieldset>
  );
}
