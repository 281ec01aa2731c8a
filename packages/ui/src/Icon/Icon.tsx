import type { SVGProps } from 'react';
import { classNames } from '../theme/classNames.ts';
import styles from './Icon.module.css';
import { type IconName, icons } from './icons.ts';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Pixel size of the square icon; defaults to 1.25em so it follows the text around it. */
  size?: number | string;
  /** Name it for assistive technology; without it the icon is decorative and hidden from them. */
  label?: string;
}

export function Icon({ name, size = '1.25em', label, className, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={classNames(styles.icon, className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...rest}
    >
      {icons[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
