import { Link } from '@hr/ui';
import styles from './StatusPage.module.css';

export interface NotFoundScreenProps {
  /** Where "Go to the home page" leads. */
  homeHref: string;
}

/** Any path without a route (§2.1): the page reads "Not Found". */
export function NotFoundScreen({ homeHref }: NotFoundScreenProps) {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        Not Found
      </h1>
      <p className={styles.text}>
        There is no page at this address. Check the address, or start again from the home page.
      </p>
      <Link href={homeHref} variant="standalone">
        Go to the home page
      </Link>
    </section>
  );
}
