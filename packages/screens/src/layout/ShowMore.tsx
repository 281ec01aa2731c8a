import { Button } from '@hr/ui';
import styles from './ShowMore.module.css';

export interface ShowMoreProps {
  /** How many are shown now. */
  shown: number;
  /** How many there are in all; more than shown offers Show more. */
  total: number;
  /** Loads the next page. */
  onShowMore?: () => void;
  /** The next page is on its way. */
  isLoading?: boolean;
}

/** The foot of a list the server pages (announcements, a topic's replies): "2 of 45" and Show more. */
export function ShowMore({ shown, total, onShowMore, isLoading = false }: ShowMoreProps) {
  return (
    <div className={styles.more}>
      <span>
        {shown} of {total}
      </span>
      {shown < total && onShowMore ? (
        <Button variant="secondary" onPress={onShowMore} isPending={isLoading}>
          Show more
        </Button>
      ) : null}
    </div>
  );
}
