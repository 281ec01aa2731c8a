import { Spinner } from '@hr/ui';
import styles from './PageLoading.module.css';

export interface PageLoadingProps {
  /** What is loading, read out by screen readers: "Loading modules". */
  label: string;
}

/** Stands where a page's content will be while it loads: a large spinner, centred. */
export function PageLoading({ label }: PageLoadingProps) {
  return (
    <div className={styles.loading}>
      <Spinner size="large" aria-label={label} />
    </div>
  );
}
