import { Spinner } from '@hr/ui';
import styles from './SessionRestoringScreen.module.css';

const message = 'Restoring your session…';

/** The whole page while a saved session is restored on load (§4), before any page can be chosen. */
export function SessionRestoringScreen() {
  return (
    <div className={styles.page}>
      <Spinner size="large" aria-label={message} />
      {/* The spinner already announces the message; this is the same words for sighted users. */}
      <p className={styles.text} aria-hidden="true">
        {message}
      </p>
    </div>
  );
}
