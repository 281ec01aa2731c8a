import { morningIn } from './checkInStoryData.ts';
import type { FlaggedPunch } from './flaggedPunches.ts';

export const flaggedPunches: FlaggedPunch[] = [
  {
    ...morningIn,
    id: 'fp-outside',
    employeeId: 'e-kofi',
    employeeName: 'Kofi Boateng',
    direction: 'in',
    location: { latitude: '5.6250000', longitude: '-0.0170000', accuracyMetres: 20 },
    wallTime: '2026-12-01T08:12:00',
    siteName: null,
    flags: ['outside-site'],
    outsideReason: 'Client visit at Tema port',
    nearestSite: { name: 'Head office', distanceMetres: 24_310 },
  },
  {
    ...morningIn,
    id: 'fp-late-sent',
    employeeId: 'e-ama',
    employeeName: 'Ama Mensah',
    direction: 'out',
    location: { latitude: '5.6037000', longitude: '-0.1869000', accuracyMetres: 9 },
    countedAt: '2026-12-01T17:05:00Z',
    receivedAt: '2026-12-01T19:40:00Z',
    deviceAt: '2026-12-01T17:05:00Z',
    offline: true,
    wallTime: '2026-12-01T17:05:00',
    flags: ['device-time'],
    nearestSite: { name: 'Head office', distanceMetres: 18 },
  },
];
