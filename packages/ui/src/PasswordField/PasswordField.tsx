import { type Ref, useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Group,
  Input,
} from 'react-aria-components';
import { IconButton } from '../Button/index.ts';
import { FieldParts, type FieldTextProps, fieldStyles } from '../Field/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './PasswordField.module.css';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldTextProps {
  placeholder?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A password input with a button that shows or hides what was typed. The button's name says what
 * it will do next ("Show password" / "Hide password"). A pointer press leaves focus and the caret in
 * the input; a keyboard press keeps focus on the button so it can be pressed again.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  autoComplete = 'current-password',
  className,
  ...props
}: PasswordFieldProps) {
  const [isRevealed, setRevealed] = useState(false);

  return (
    <AriaTextField
      {...props}
      type={isRevealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={composeClassName(className, fieldStyles.field, styles.passwordField)}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Group className={`${fieldStyles.input} ${fieldStyles.inputGroup} ${styles.group}`}>
          <Input placeholder={placeholder} className={`${fieldStyles.bareInput} ${styles.input}`} />
          <IconButton
            icon={isRevealed ? 'eyeOff' : 'eye'}
            aria-label={isRevealed ? 'Hide password' : 'Show password'}
            size="small"
            preventFocusOnPress
            isDisabled={props.isDisabled}
            onPress={() => setRevealed((revealed) => !revealed)}
            className={styles.toggle}
          />
        </Group>
      </FieldParts>
    </AriaTextField>
  );
}
