import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { IconButton } from '../Button/index.ts';
import { classNames } from '../theme/classNames.ts';
import styles from './TopBar.module.css';

export interface TopBarProps {
  /** The product name shown as the brand; it links to the home page. */
  productName: string;
  /** Where the brand links to. */
  homeHref?: string;
  /** Opens the side menu's drawer; without it no menu button is shown. */
  onMenuPress?: () => void;
  /**
   * auto (default): the menu button shows below md, where the side menu is a drawer; always: it
   * shows at every width (a layout that keeps the drawer on wide screens too).
   */
  menuButtonVisibility?: 'auto' | 'always';
  /** Right-hand actions: the notifications bell, the avatar menu, the theme switch. */
  children?: ReactNode;
  className?: string;
}

/** The header bar of the signed-in app: menu button (narrow screens), brand, and actions. */
export function TopBar({
  productName,
  homeHref = '/',
  onMenuPress,
  menuButtonVisibility = 'auto',
  children,
  className,
}: TopBarProps) {
  return (
    <header className={classNames(styles.topBar, className)}>
      {onMenuPress ? (
        <IconButton
          icon="menu"
          aria-label="Open menu"
          onPress={onMenuPress}
          data-visibility={menuButtonVisibility}
          className={styles.menuButton}
        />
      ) : null}
      <Link href={homeHref} className={styles.brand}>
        {productName}
      </Link>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </header>
  );
}
