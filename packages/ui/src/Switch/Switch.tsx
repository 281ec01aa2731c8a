import type { ReactNode, Ref } from 'react';
import {
  SwitchField as AriaSwitchField,
  type SwitchFieldProps as AriaSwitchFieldProps,
  SwitchButton,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldTextProps } from '../Field/index.ts';
import { composeClassName } from '../theme/classNames.ts';
import styles from './Switch.module.css';

export interface SwitchProps extends Omit<AriaSwitchFieldProps, 'children'>, Omit<FieldTextProps, 'label'> {
  /** The switch's label ("Active"). */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** An on/off switch for a setting that takes effect as a value of the form ("Active", "Paid leave"). */
export function Switch({ children, description, errorMessage, className, ...props }: SwitchProps) {
  return (
    <AriaSwitchField {...props} className={composeClassName(className, styles.switchField)}>
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
