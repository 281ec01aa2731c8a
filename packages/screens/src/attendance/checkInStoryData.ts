import type { AttendancePunch, LocationStatus, MyCheckIn } from './checkIn.ts';

/** A person in Accra (UTC all year) with one site, the employer's head office. */
export const headOffice = {
  id: 'site-head-office',
  name: 'Head office',
  latitude: '5.6037168',
  longitude: '-0.1869644',
  radiusMetres: 100,
};

/** At the head office, the browser sure of it to 12 m. */
export const atHeadOffice: LocationStatus = {
  kind: 'located',
  lat: 5.6037168,
  lng: -0.1869644,
  accuracy: 12,
};
/** About 700 m north of the head office. */
export const awayFromSites: LocationStatus = { kind: 'located', lat: 5.61, lng: -0.1869644, accuracy: 15 };

export const checkedOut: MyCheckIn = {
  state: 'out',
  today: '2026-12-02',
  timeZone: 'Africa/Accra',
  punches: [],
  sites: [headOffice],
  locationRequired: true,
  allowOutsideWithReason: false,
  maxAccuracyMetres: 100,
  shift: { name: 'Day', start: '09:00', end: '17:00' },
};

export const morningIn: AttendancePunch = {
  id: 'p-in',
  direction: 'in',
  countedAt: '2026-12-02T08:57:12Z',
  receivedAt: '2026-12-02T08:57:12Z',
  deviceAt: '2026-12-02T08:57:10Z',
  offline: false,
  timeZone: 'Africa/Accra',
  wallTime: '2026-12-02T08:57:12',
  siteName: 'Head office',
  flags: [],
  review: null,
  outsideReason: null,
};

export const checkedIn: MyCheckIn = { ...checkedOut, state: 'in', punches: [morningIn] };

/** A day with each kind of note a punch can carry. */
export const flaggedDay: MyCheckIn = {
  ...checkedOut,
  state: 'in',
  allowOutsideWithReason: true,
  punches: [
    {
      ...morningIn,
      id: 'p-offline-in',
      countedAt: '2026-12-02T08:55:00Z',
      receivedAt: '2026-12-02T10:40:00Z',
      deviceAt: '2026-12-02T08:55:00Z',
      offline: true,
      wallTime: '2026-12-02T08:55:00',
      flags: ['device-time'],
    },
    {
      ...morningIn,
      id: 'p-out-site',
      direction: 'out',
      countedAt: '2026-12-02T12:02:00Z',
      receivedAt: '2026-12-02T12:02:00Z',
      wallTime: '2026-12-02T12:02:00',
      siteName: null,
      flags: ['outside-site'],
      outsideReason: 'Client visit at Tema port',
    },
    {
      ...morningIn,
      id: 'p-back-in',
      countedAt: '2026-12-02T13:05:00Z',
      receivedAt: '2026-12-02T13:05:00Z',
      wallTime: '2026-12-02T13:05:00',
    },
  ],
};

/** Field CheckIn's stories are at a phone's size: where most people use the page. */
export const phoneParameters = {
  viewport: {
    options: { phone: { name: 'Phone, 390 × 844', styles: { width: '390px', height: '844px' } } },
  },
};
export const phoneGlobals = { viewport: { value: 'phone', isRotated: false } };
