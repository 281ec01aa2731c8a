import { Banner, Button, Spinner, useFormatDay } from '@hr/ui';
import { useId, useState } from 'react';
import requestStyles from '../employees/request/RequestScreen.module.css';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import styles from './AttendanceRequests.module.css';
import { clockAt, clockOf, directionWord } from './checkIn.ts';
import type { FlaggedPunch, FlaggedPunchesPanelProps, PunchReview } from './flaggedPunches.ts';

/** Why a reviewer sees the punch: where it was, the person's reason, the two clocks. */
function whyFlagged(punch: FlaggedPunch): string[] {
  const why: string[] = [];
  if (punch.flags.includes('outside-site')) {
    const where = punch.nearestSite
      ? `${punch.nearestSite.distanceMetres} m from ${punch.nearestSite.name}`
      : 'no location sent';
    why.push(`Outside every site (${where}): ${punch.outsideReason ?? 'no reason given'}`);
  }
  if (punch.flags.includes('device-time')) {
    const device = punch.deviceAt ? clockAt(punch.deviceAt, punch.timeZone) : 'none';
    why.push(
      `Sent later: device time ${device}, arrived ${clockAt(punch.receivedAt, punch.timeZone)}; counted at ${clockOf(punch.wallTime)}`,
    );
  }
  return why;
}

/**
 * Flagged punches (issue 29 items 3 and 7): punches from outside every site with a reason, or sent
 * later with a device time far from their arrival, for whoever reviews them to accept or reject
 * (a rejected punch does not count).
 */
export function FlaggedPunchesPanel({
  status,
  errorMessage,
  onRetry,
  punches,
  onReview,
}: FlaggedPunchesPanelProps) {
  const titleId = useId();
  const day = useFormatDay();
  const [announcement, setAnnouncement] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  async function review(punch: FlaggedPunch, decision: PunchReview, what: string) {
    setPending(punch.id);
    setRefusal(null);
    const refused = await onReview(punch.id, decision);
    setPending(null);
    if (refused) setRefusal(refused.message);
    else setAnnouncement(`${what} ${decision}.`);
  }

  return (
    <section className={listPage.page} aria-labelledby={titleId}>
      <div className={pageHeader.heading}>
        <h2 id={titleId} className={styles.title}>
          Flagged punches
        </h2>
        <p role="status" className={listPage.status}>
          {announcement}
        </p>
      </div>
      {refusal ? (
        <Banner variant="danger" isUrgent>
          {refusal}
        </Banner>
      ) : null}
      {status === 'error' ? (
        <LoadError
          title="The flagged punches could not be loaded."
          message={errorMessage}
          onRetry={onRetry}
        />
      ) : status === 'loading' ? (
        <Spinner aria-label="Loading flagged punches" />
      ) : punches.length === 0 ? (
        <p className={requestStyles.empty}>No flagged punches to review.</p>
      ) : (
        <ul className={requestStyles.list} aria-label="Flagged punches">
          {punches.map((punch) => {
            const what = `${punch.employeeName}, ${day(punch.wallTime.slice(0, 10))} ${clockOf(punch.wallTime)} ${directionWord(punch).toLowerCase()}`;
            return (
              <li key={punch.id} className={requestStyles.item} aria-label={what}>
                <div className={requestStyles.itemText}>
                  <p className={requestStyles.itemTitle}>{what}</p>
                  {whyFlagged(punch).map((line) => (
                    <p key={line} className={requestStyles.itemMeta}>
                      {line}
                    </p>
                  ))}
                </div>
                <div className={requestStyles.actions}>
                  <Button
                    onPress={() => void review(punch, 'accepted', what)}
                    isPending={pending === punch.id}
                    isDisabled={pending !== null && pending !== punch.id}
                    aria-label={`Accept: ${what}`}
                  >
                    Accept
                  </Button>
                  <Button
                    variant="secondary"
                    onPress={() => void review(punch, 'rejected', what)}
                    isDisabled={pending !== null}
                    aria-label={`Reject: ${what}`}
                  >
                    Reject
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
