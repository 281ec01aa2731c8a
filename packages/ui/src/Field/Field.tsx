import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  type FieldErrorProps as AriaFieldErrorProps,
  Label as AriaLabel,
  type LabelProps as AriaLabelProps,
  Text,
} from 'react-aria-components';
import { classNames } from '../theme/classNames.ts';
import styles from './Field.module.css';

/**
 * The parts every field composite is made of. Each field passes `label`, `description` and
 * `errorMessage` through these so labels, help text and errors look and connect the same way
 * (react-aria wires them with aria-labelledby / aria-describedby).
 */
export interface FieldTextProps {
  /** The visible label; every field has one (axe fails a field without an accessible name). */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Shown when the field is invalid; a string or a function of react-aria's validation result. */
  errorMessage?: AriaFieldErrorProps['children'];
}

export function Label({ className, ...props }: AriaLabelProps) {
  return <AriaLabel {...props} className={classNames(styles.label, className)} />;
}

export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

export function FieldError({ children }: { children?: AriaFieldErrorProps['children'] }) {
  return <AriaFieldError className={styles.error}>{children}</AriaFieldError>;
}

/** Label, control, description and error in the house order. */
export function FieldParts({
  label,
  description,
  errorMessage,
  children,
}: FieldTextProps & { children: ReactNode }) {
  return (
    <>
      {label ? <Label>{label}</Label> : null}
      {children}
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}

export { styles as fieldStyles };
