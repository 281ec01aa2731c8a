import { type AttendancePunch, clockOf, directionWord, punchNotes } from './checkIn.ts';
import styles from './FieldCheckIn.module.css';

/** Today's punches, oldest first: the wall time, in or out, the site, and anything a reviewer sees. */
export function TodaysPunches({ punches }: { punches: AttendancePunch[] }) {
  return (
    <section className={styles.punches} aria-label="Today's punches">
      <h2 className={styles.punchesTitle}>Today's punches</h2>
      {punches.length === 0 ? (
        <p className={styles.empty}>No punches yet today.</p>
      ) : (
        <ol className={styles.punchList}>
          {punches.map((punch) => {
            const notes = punchNotes(punch);
            return (
              <li key={punch.id} className={styles.punchItem}>
                <p className={styles.punchLine}>
                  <time dateTime={punch.countedAt} className={styles.punchTime}>
                    {clockOf(punch.wallTime)}
                  </time>{' '}
                  {directionWord(punch)} · {punch.siteName ?? 'No site'}
                </p>
                {notes.map((note) => (
                  <p key={note} className={styles.punchNote}>
                    {note}
                  </p>
                ))}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
