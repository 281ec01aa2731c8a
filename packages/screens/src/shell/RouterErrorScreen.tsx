import { Button, Link } from '@hr/ui';
import styles from './StatusPage.module.css';

export interface RouterErrorScreenProps {
  /** What went wrong, in words a user can act on or report. */
  message: string;
  homeHref: string;
  onReload: () => void;
}

/** What the router shows when a page fails to render (§2.1): "Unexpected Application Error!". */
export function RouterErrorScreen({ message, homeHref, onReload }: RouterErrorScreenProps) {
  return (
    <section className={styles.page} aria-labelledby="router-error-title">
      <h1 id="router-error-title" className={styles.title}>
        Unexpected Application Error!
      </h1>
      <p className={styles.text}>Something went wrong while showing this page. Nothing you saved is lost.</p>
      <pre className={styles.detail}>{message}</pre>
      <div className={styles.actions}>
        <Button onPress={onReload}>Reload the page</Button>
        <Link href={homeHref} variant="standalone">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
