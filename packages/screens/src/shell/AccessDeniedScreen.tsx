import { Link } from '@hr/ui';
import { useId } from 'react';
import styles from './StatusPage.module.css';

export interface AccessDeniedScreenProps {
  /** Where "Go to your dashboard" leads. */
  homeHref: string;
}

/** What an employee sees on a page only administrators may open. */
export function AccessDeniedScreen({ homeHref }: AccessDeniedScreenProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        This page is for administrators
      </h1>
      <p className={styles.text}>
        You are signed in with an employee account, and this page belongs to your employer’s administrators.
        If you need something on it, ask your administrator.
      </p>
      <Link href={homeHref} variant="standalone">
        Go to your dashboard
      </Link>
    </section>
  );
}
