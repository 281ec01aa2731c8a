import { Button } from '@hr/ui';
import styles from './ShowMore.module.css';

export interface ShowMoreProps {
  /** How many are shown. */
  shown: number;
  /** How many there are in all; more than shown offers Show more. */
  total: number;
  /** Loads the next page. */
  onShowMore?: (() => void) | undefined;
  /** The next page is on its way. */
  isLoading?: boolean;
}

/** The foot of a list loaded a page at a time: "20 of 45" and Show more while there are more. */
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
