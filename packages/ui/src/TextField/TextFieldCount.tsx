import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import styles from './TextField.module.css';

export interface TextFieldCountProps {
  id: string;
  length: number;
  maxLength: number;
  /** A word after the visible count ("12 / 5000 characters"), for fields whose count is not of the raw text. */
  unit?: string;
}

/**
 * "12 / 5000" under a field with a length limit. Screen readers get the same count in words when
 * the field's description is read, rather than the slash. A field that lets the text run over its
 * limit (the formatted text field, which then shows an error) marks the count as over.
 */
export function TextFieldCount({ id, length, maxLength, unit }: TextFieldCountProps) {
  return (
    <span
      id={id}
      className={styles.count}
      data-full={length >= maxLength || undefined}
      data-over={length > maxLength || undefined}
    >
      <span aria-hidden="true">
        {length} / {maxLength}
        {unit ? ` ${unit}` : null}
      </span>
      <VisuallyHidden>
        {length} of {maxLength} characters used
      </VisuallyHidden>
    </span>
  );
}
