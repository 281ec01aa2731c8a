import { CalendarHeading } from 'react-aria-components';
import { IconButton } from '../Button/index.ts';
import styles from './Calendar.module.css';

/** Month heading between the previous- and next-month buttons; shared by both calendars. */
export function CalendarHeader() {
  return (
    <div className={styles.header}>
      <IconButton slot="previous" icon="chevronLeft" aria-label="Previous month" size="small" />
      <CalendarHeading className={styles.heading} />
      <IconButton slot="next" icon="chevronRight" aria-label="Next month" size="small" />
    </div>
  );
}
