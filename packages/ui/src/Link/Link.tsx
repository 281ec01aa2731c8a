import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { composeClassName } from '../theme/classNames.ts';
import styles from './Link.module.css';

export interface LinkProps extends AriaLinkProps {
  /** inline: underlined text within prose; standalone: a link on its own line, underlined on hover. */
  variant?: 'inline' | 'standalone';
}

/**
 * A link. With an `href` it navigates through the app's router (react-aria's RouterProvider, set up by
 * the app), so pages change without a reload.
 */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return <AriaLink {...props} data-variant={variant} className={composeClassName(className, styles.link)} />;
}
