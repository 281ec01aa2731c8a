import { NO_SITE_FOR_YOU, OUTSIDE_REASON_NEEDED } from '@hr/domain';
import { Banner, Button, Spinner, TextField, useFormatDay } from '@hr/ui';
import { useId, useRef, useState } from 'react';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import {
  type CheckInDirection,
  type LocationStatus,
  type MyCheckIn,
  type PunchOutcome,
  punchDoneText,
  queueText,
  stateText,
  verdictHere,
} from './checkIn.ts';
import styles from './FieldCheckIn.module.css';
import { TodaysPunches } from './TodaysPunches.tsx';

export interface FieldCheckInScreenProps {
  /** 'module-off': the employer has the Attendance module switched off (the server's 403). */
  status: 'loading' | 'error' | 'module-off' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** getMyCheckIn's answer; null until it has come. */
  checkIn: MyCheckIn | null;
  location: LocationStatus;
  /** Sends the punch, or keeps it on the device while offline; a refusal carries the server's words. */
  onPunch: (direction: CheckInDirection, outsideReason?: string) => Promise<PunchOutcome>;
  /** Punches kept on the device, waiting to be sent. */
  queued: number;
  online: boolean;
}

const OUTSIDE_REASON_MAX = 200;

/**
 * Attendance › Field CheckIn (issue 29 item 3): the page most people use on a phone. One large button
 * that checks in or out (whichever is next), the state in words, where the device is against the
 * person's sites, and today's punches. When the employer requires a location the button waits for
 * one that the geofence would accept, as the server's check fails closed; outside every site, where the
 * employer allows it, a reason is asked for and the punch is flagged for review.
 */
export function FieldCheckInScreen({
  status,
  errorMessage,
  onRetry,
  checkIn,
  location,
  onPunch,
  queued,
  online,
}: FieldCheckInScreenProps) {
  const titleId = useId();
  const day = useFormatDay();
  const queue = queueText(queued, online);
  let body: React.ReactNode;
  if (status === 'module-off') {
    body = (
      <Banner variant="info" title="Attendance is switched off">
        {errorMessage ??
          'Your employer has not turned on Attendance. An administrator turns it on in Employer › Module Access.'}
      </Banner>
    );
  } else if (status === 'error') {
    body = <LoadError title="Your check-in could not be loaded." message={errorMessage} onRetry={onRetry} />;
  } else if (status === 'loading' || !checkIn) {
    body = <Spinner aria-label="Loading your check-in" />;
  } else {
    body = (
      <>
        <PunchCard checkIn={checkIn} location={location} onPunch={onPunch} />
        <TodaysPunches punches={checkIn.punches} />
      </>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 id={titleId} className={pageHeader.title}>
          Field CheckIn
        </h1>
        {checkIn && status === 'ready' ? (
          <p className={styles.subtitle}>
            Today, {day(checkIn.today)}
            {checkIn.shift
              ? ` · ${checkIn.shift.name} ${checkIn.shift.start}–${checkIn.shift.end}`
              : ' · No shift set'}
          </p>
        ) : null}
      </div>
      {queue ? (
        <Banner variant={online ? 'info' : 'warning'} title={online ? undefined : 'Offline'}>
          {queue}
        </Banner>
      ) : null}
      {body}
    </div>
  );
}

interface PunchCardProps {
  checkIn: MyCheckIn;
  location: LocationStatus;
  onPunch: FieldCheckInScreenProps['onPunch'];
}

/** The button, the state and the location: what stands between the person and a punch. */
function PunchCard({ checkIn, location, onPunch }: PunchCardProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [punching, setPunching] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const reasonField = useRef<HTMLDivElement>(null);
  const direction: CheckInDirection = checkIn.state === 'in' ? 'out' : 'in';
  const action = direction === 'in' ? 'Check in' : 'Check out';

  const verdict = verdictHere(checkIn, location, '');
  const asksReason = verdict.kind === 'refused' && verdict.message === OUTSIDE_REASON_NEEDED;
  const noSites = checkIn.locationRequired && checkIn.sites.length === 0;
  // What keeps the button off, said beside it: the same refusal the server would answer.
  const blocker = noSites
    ? NO_SITE_FOR_YOU
    : location.kind === 'located' && verdict.kind === 'refused' && !asksReason
      ? verdict.message
      : null;
  const waitsForLocation = checkIn.locationRequired && location.kind !== 'located';

  async function punch() {
    const outsideReason = reason.trim();
    if (asksReason && !outsideReason) {
      setReasonError(OUTSIDE_REASON_NEEDED);
      reasonField.current?.querySelector('textarea')?.focus();
      return;
    }
    setPunching(true);
    setRefusal(null);
    setAnnouncement('');
    const outcome = await onPunch(direction, asksReason ? outsideReason : undefined);
    setPunching(false);
    if ('refused' in outcome) {
      setRefusal(outcome.refused);
      return;
    }
    setReason('');
    setReasonError(null);
    setAnnouncement(punchDoneText(action, outcome));
  }

  return (
    <section className={styles.card} aria-label="Punch">
      <p className={styles.state}>{stateText(checkIn)}</p>
      <p className={styles.location}>{locationLine(location, verdict)}</p>
      {blocker ? <Banner variant="warning">{blocker}</Banner> : null}
      {asksReason ? (
        <TextField
          ref={reasonField}
          label="Why are you punching outside every site?"
          description="Your punch is flagged for review with this reason."
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (value.trim()) setReasonError(null);
          }}
          maxLength={OUTSIDE_REASON_MAX}
          multiline
          rows={2}
          isRequired
          isInvalid={reasonError !== null}
          errorMessage={reasonError ?? undefined}
        />
      ) : null}
      {refusal ? (
        <Banner variant="danger" isUrgent title={`${action} refused`}>
          {refusal}
        </Banner>
      ) : null}
      <Button
        size="large"
        variant={direction === 'in' ? 'submit' : 'primary'}
        className={styles.punch}
        onPress={() => void punch()}
        isPending={punching}
        isDisabled={blocker !== null || waitsForLocation}
      >
        {action}
      </Button>
      <p role="status" className={styles.announcement}>
        {announcement}
      </p>
    </section>
  );
}

/** "Location: within 12 m · Head office", "Finding your location…", "Location is off: …". */
function locationLine(location: LocationStatus, verdict: ReturnType<typeof verdictHere>): string {
  switch (location.kind) {
    case 'locating':
      return 'Finding your location…';
    case 'denied':
      return 'Location is off: allow this page to use your location';
    case 'unavailable':
      return 'Location unavailable: this device cannot tell where it is';
    default: {
      const where = verdict.kind === 'at-site' ? `at ${verdict.site.name}` : 'at no site';
      return `Location: within ${Math.ceil(location.accuracy)} m · ${where}`;
    }
  }
}
