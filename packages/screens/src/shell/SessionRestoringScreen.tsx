import { Spinner } from '@hr/ui';
import styles from './SessionRestoringScreen.module.css';

export interface SessionRestoringScreenProps {
  /** What is being waited for; a saved session being restored (§4) unless said otherwise. */
  message?: string;
}

/** The whole page while something the page depends on is checked: a saved session, an invitation link. */
export function SessionRestoringScreen({ message = 'Restoring your session…' }: SessionRestoringScreenProps) {
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
