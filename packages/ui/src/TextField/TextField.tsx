import { type Ref, useId, useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  TextArea,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldTextProps, fieldStyles, Label } from '../Field/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './TextField.module.css';
import { TextFieldCount } from './TextFieldCount.tsx';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldTextProps {
  placeholder?: string;
  /** Renders a multi-line text area instead of a single-line input. */
  multiline?: boolean;
  /** Visible rows of the text area when `multiline`. */
  rows?: number;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A labelled text input with help text and an error message. With `maxLength` it refuses longer
 * input and shows how many characters are used, read out as part of the field's description.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  rows = 4,
  maxLength,
  className,
  onChange,
  ...props
}: TextFieldProps) {
  const countId = useId();
  const [uncontrolledLength, setUncontrolledLength] = useState(props.defaultValue?.length ?? 0);
  const length = props.value !== undefined ? props.value.length : uncontrolledLength;
  const hasCount = maxLength !== undefined;
  const describedBy = [props['aria-describedby'], hasCount ? countId : undefined].filter(Boolean).join(' ');

  return (
    <AriaTextField
      {...props}
      maxLength={maxLength}
      aria-describedby={describedBy || undefined}
      onChange={(value) => {
        setUncontrolledLength(value.length);
        onChange?.(value);
      }}
      className={composeClassName(className, fieldStyles.field, styles.textField)}
    >
      {label ? <Label>{label}</Label> : null}
      {multiline ? (
        <TextArea
          rows={rows}
          placeholder={placeholder}
          className={`${fieldStyles.input} ${styles.textArea}`}
        />
      ) : (
        <Input placeholder={placeholder} className={fieldStyles.input} />
      )}
      {description || hasCount ? (
        <div className={styles.footer}>
          {description ? <FieldDescription>{description}</FieldDescription> : null}
          {hasCount ? <TextFieldCount id={countId} length={length} maxLength={maxLength} /> : null}
        </div>
      ) : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
