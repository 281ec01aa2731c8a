import type { ReactNode, Ref } from 'react';
import {
  SwitchField as AriaSwitchField,
  type SwitchFieldProps as AriaSwitchFieldProps,
  composeRenderProps,
  SwitchButton,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldTextProps } from '../Field/index.ts';
import styles from './Switch.module.css';

export interface SwitchProps extends Omit<AriaSwitchFieldProps, 'children'>, Omit<FieldTextProps, 'label'> {
  /** The switch's label ("Active"). */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** An on/off switch for a setting that takes effect as a value of the form ("Active", "Paid leave"). */
export function Switch({ children, description, errorMessage, className, ...props }: SwitchProps) {
  return (
    <AriaSwitchField
      {...props}
      className={composeRenderProps(className, (given) =>
        [styles.switchField, given].filter(Boolean).join(' '),
      )}
    >
      <SwitchButton className={styles.switch}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {children}
      </SwitchButton>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaSwitchField>
  );
}
