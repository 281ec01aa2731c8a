import { Link, TopBar } from '@hr/ui';
import type { ReactNode } from 'react';
import styles from './PublicLayout.module.css';

export interface PublicLayoutProps {
  /** The address being shown; on a sign-in address the navbar offers Sign Up, elsewhere Sign In. */
  currentPath: string;
  productName: string;
  children: ReactNode;
}

/** The frame of the public pages (§2.3): a navbar whose brand links to /, and the page's card centred. */
export function PublicLayout({ currentPath, productName, children }: PublicLayoutProps) {
  const isSignInPage = currentPath.includes('login');
  return (
    <div className={styles.layout}>
      <TopBar productName={productName} homeHref="/">
        {isSignInPage ? (
          <Link href="/register" variant="standalone">
            Sign Up
          </Link>
        ) : (
          <Link href="/login" variant="standalone">
            Sign In
          </Link>
        )}
      </TopBar>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
