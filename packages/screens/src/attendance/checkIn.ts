import {
  type GeofenceRules,
  type PunchFlag,
  type PunchLocation,
  type Site,
  type SiteVerdict,
  siteVerdict,
} from '@hr/domain';

/** A stored punch as the contract's Punch carries it. */
export interface AttendancePunch {
  id: string;
  /** 'unknown': a punch whose direction was not sent (a device's sync). */
  direction: 'in' | 'out' | 'unknown';
  /** The instant attendance counts (ISO date-time). */
  countedAt: string;
  receivedAt: string;
  /** The device's clock when the person punched, when it sent one. */
  deviceAt: string | null;
  /** Queued on the device and sent later. */
  offline: boolean;
  timeZone: string;
  /** The wall clock in `timeZone` at `countedAt`: 'YYYY-MM-DDTHH:MM:SS'. */
  wallTime: string;
  siteName: string | null;
  flags: PunchFlag[];
  /** A reviewer's decision on a flagged punch; null while none was made. */
  review: 'accepted' | 'rejected' | null;
  outsideReason: string | null;
}

/** The contract's getMyCheckIn answer: the caller's state and what the page needs to punch. */
export interface MyCheckIn {
  state: 'in' | 'out';
  /** The person's day in their zone, 'YYYY-MM-DD'. */
  today: string;
  timeZone: string;
  /** Today's punches, oldest first. */
  punches: AttendancePunch[];
  sites: Site[];
  locationRequired: boolean;
  allowOutsideWithReason: boolean;
  maxAccuracyMetres: number;
  shift: { name: string; start: string; end: string } | null;
}

/** What the app knows of the device's location, from `navigator.geolocation.watchPosition`. */
export type LocationStatus =
  | { kind: 'locating' }
  | { kind: 'located'; lat: number; lng: number; accuracy: number }
  /** The person (or the browser) did not allow this page to use the location. */
  | { kind: 'denied' }
  /** The device could not tell where it is (no signal, no hardware, a timeout). */
  | { kind: 'unavailable' };

/** What the button sends: the next punch is always in or out. */
export type CheckInDirection = 'in' | 'out';

const DIRECTION_WORDS: Record<AttendancePunch['direction'], string> = {
  in: 'In',
  out: 'Out',
  unknown: 'Punch',
};

/** "In", "Out", or "Punch" when the direction is not known. */
export function directionWord(punch: Pick<AttendancePunch, 'direction'>): string {
  return DIRECTION_WORDS[punch.direction];
}

/**
 * What a punch came to: stored; kept on the device to be sent later (the phone offline, or the server
 * out of reach while it says it is online); or refused with the server's words.
 */
export type PunchOutcome = { ok: true } | { kept: 'offline' | 'unreachable' } | { refused: string };

/** What the page says once a punch is stored or kept. */
export function punchDoneText(
  action: string,
  outcome: { ok: true } | { kept: 'offline' | 'unreachable' },
): string {
  if ('ok' in outcome) return `${action} recorded.`;
  return outcome.kept === 'offline'
    ? `${action} kept on this phone; it will be sent when you are back online.`
    : `${action} kept on this phone: the server could not be reached, so it will be sent when it can be.`;
}

/** "08:57" from a wall time 'YYYY-MM-DDTHH:MM:SS'. */
export function clockOf(wallTime: string): string {
  return wallTime.slice(11, 16);
}

/** An instant's wall clock ("08:55") in a zone, as the person's own clock showed it. */
export function clockAt(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}

/** "Checked in at 08:57" (the latest check-in) or "Not checked in". */
export function stateText(checkIn: Pick<MyCheckIn, 'state' | 'punches'>): string {
  if (checkIn.state === 'out') return 'Not checked in';
  const lastIn = checkIn.punches.findLast((punch) => punch.direction === 'in');
  return lastIn ? `Checked in at ${clockOf(lastIn.wallTime)}` : 'Checked in';
}

/** What a reviewer would see about a punch: where it was out of the ordinary and how it was sent. */
export function punchNotes(punch: AttendancePunch): string[] {
  const notes: string[] = [];
  if (punch.flags.includes('outside-site'))
    notes.push(`Outside every site: ${punch.outsideReason ?? 'no reason given'}`);
  if (punch.flags.includes('device-time') && punch.deviceAt)
    notes.push(`Sent later; device time ${clockAt(punch.deviceAt, punch.timeZone)}`);
  else if (punch.offline) notes.push('Sent later');
  if (punch.review === 'rejected') notes.push('Rejected by a reviewer: it does not count');
  return notes;
}

/** The domain's verdict on where the device is now, so the page says what the server will decide. */
export function verdictHere(checkIn: MyCheckIn, location: LocationStatus, reason: string): SiteVerdict {
  const rules: GeofenceRules = checkIn;
  const point: PunchLocation | null =
    location.kind === 'located'
      ? {
          latitude: location.lat.toFixed(7),
          longitude: location.lng.toFixed(7),
          accuracyMetres: location.accuracy,
        }
      : null;
  return siteVerdict(point, checkIn.sites, rules, reason);
}

/** "You are offline. 2 punches will be sent when you are back online." and its kin. */
export function queueText(queued: number, online: boolean): string | null {
  const waiting = queued === 1 ? '1 punch' : `${queued} punches`;
  if (!online)
    return queued === 0
      ? 'You are offline. A punch is kept on this phone and sent when you are back online.'
      : `You are offline. ${waiting} will be sent when you are back online.`;
  return queued === 0 ? null : `Sending ${waiting} kept on this phone…`;
}
