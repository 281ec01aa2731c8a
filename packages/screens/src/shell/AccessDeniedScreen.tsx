import { Link } from '@hr/ui';
import { useId } from 'react';
import styles from './StatusPage.module.css';

export interface AccessDeniedScreenProps {
  /** What the person's roles lack, as the server says it: notAllowedMessage(area, action). */
  missing: string;
  /** Where "Go to your dashboard" leads. */
  homeHref: string;
}

/**
 * What someone sees on a page their roles do not open (a link followed, an address typed): what is
 * missing and the way back, instead of a page whose every request would be refused.
 */
export function AccessDeniedScreen({ missing, homeHref }: AccessDeniedScreenProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        You cannot open this page
      </h1>
      <p className={styles.text}>{missing}</p>
      <p className={styles.text}>
        If you need it for your work, ask your administrator to give you a role that allows it.
      </p>
      <Link href={homeHref} variant="standalone">
        Go to your dashboard
      </Link>
    </section>
  );
}
