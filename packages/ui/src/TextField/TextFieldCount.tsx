import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import styles from './TextField.module.css';

export interface TextFieldCountProps {
  id: string;
  length: number;
  maxLength: number;
}

/**
 * "12 / 5000" under a field with a length limit. Screen readers get the same count in words when
 * the field's description is read, rather than the slash.
 */
export function TextFieldCount({ id, length, maxLength }: TextFieldCountProps) {
  return (
    <span id={id} className={styles.count} data-full={length >= maxLength || undefined}>
      <span aria-hidden="true">
        {length} / {maxLength}
      </span>
      <VisuallyHidden>
        {length} of {maxLength} characters used
      </VisuallyHidden>
    </span>
  );
}
