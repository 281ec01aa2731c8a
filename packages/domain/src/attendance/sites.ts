/**
 * The geofence (issue 29 item 3; docs/attendance.md): whether a punch's location is at a site the person
 * may punch at. It fails closed: no location when one is required, a location too vague to tell, or a
 * point outside every circle is refused (or, where the employer allows it, accepted with a reason and
 * flagged). Coordinates travel as decimal strings ("5.6037168") and are read as numbers only to measure.
 */

/** The mean Earth radius of IUGG, in metres. */
export const EARTH_RADIUS_METRES = 6_371_008.8;

export interface GeoPoint {
  latitude: string;
  longitude: string;
}

export interface Site extends GeoPoint {
  id: string;
  name: string;
  radiusMetres: number;
}

export interface PunchLocation extends GeoPoint {
  /** The device's accuracy radius in metres (the browser's `coords.accuracy`). */
  accuracyMetres: number;
}

export interface GeofenceRules {
  locationRequired: boolean;
  allowOutsideWithReason: boolean;
  maxAccuracyMetres: number;
}

export type SiteVerdict =
  /** At `site`, `distanceMetres` from its centre. */
  | { kind: 'at-site'; site: Site; distanceMetres: number }
  /** No location is required and the punch is at no site: stored with what was sent, not checked. */
  | { kind: 'unchecked' }
  /** Outside every site, accepted with the reason and flagged for review. */
  | { kind: 'outside-flagged'; nearest: { site: Site; distanceMetres: number } | null }
  | { kind: 'refused'; message: string };

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance between two points, rounded down to whole metres. */
export function distanceMetres(a: GeoPoint, b: GeoPoint): number {
  const lat1 = toRadians(Number(a.latitude));
  const lat2 = toRadians(Number(b.latitude));
  const dLat = lat2 - lat1;
  const dLon = toRadians(Number(b.longitude) - Number(a.longitude));
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin(dLon / 2) ** 2;
  return Math.floor(2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h))));
}

export const LOCATION_NEEDED =
  'Your location is needed to punch: allow this page to use your location and try again.';
export const NO_SITE_FOR_YOU =
  'No site is set up for you to punch at. Ask your administrator to add one on Attendance › Settings.';
export const OUTSIDE_REASON_NEEDED = 'You are outside every site: say why you are punching from here.';
export const locationTooVague = (accuracy: number, limit: number) =>
  `Your location is only known to within ${accuracy} m; it must be within ${limit} m. Move to open sky or turn on precise location and try again.`;
export const outsideEverySite = (nearest: { site: Site; distanceMetres: number } | null) =>
  nearest
    ? `You are outside every site you may punch at: ${nearest.site.name} is ${nearest.distanceMetres} m away (its radius is ${nearest.site.radiusMetres} m).`
    : 'You are outside every site you may punch at.';

/** The site whose edge is nearest (a point inside two circles is at the one it is deepest in). */
export function nearestSite(
  point: GeoPoint,
  sites: readonly Site[],
): { site: Site; distanceMetres: number } | null {
  let nearest: { site: Site; distanceMetres: number } | null = null;
  for (const site of sites) {
    const distance = distanceMetres(point, site);
    if (!nearest || distance - site.radiusMetres < nearest.distanceMetres - nearest.site.radiusMetres) {
      nearest = { site, distanceMetres: distance };
    }
  }
  return nearest;
}

/**
 * Where a punch stands against the person's sites. `reason` is the person's words for punching outside
 * every site (needed only when the employer allows that).
 */
export function siteVerdict(
  location: PunchLocation | null,
  sites: readonly Site[],
  rules: GeofenceRules,
  reason: string | null = null,
): SiteVerdict {
  if (!location) {
    return rules.locationRequired ? { kind: 'refused', message: LOCATION_NEEDED } : { kind: 'unchecked' };
  }
  const accuracy = Math.ceil(location.accuracyMetres);
  const vague =
    !Number.isFinite(location.accuracyMetres) ||
    location.accuracyMetres < 0 ||
    accuracy > rules.maxAccuracyMetres;
  const nearest = vague ? null : nearestSite(location, sites);
  if (nearest && nearest.distanceMetres <= nearest.site.radiusMetres)
    return { kind: 'at-site', site: nearest.site, distanceMetres: nearest.distanceMetres };
  if (!rules.locationRequired) return { kind: 'unchecked' };
  if (vague) return { kind: 'refused', message: locationTooVague(accuracy, rules.maxAccuracyMetres) };
  if (sites.length === 0) return { kind: 'refused', message: NO_SITE_FOR_YOU };
  if (!rules.allowOutsideWithReason) return { kind: 'refused', message: outsideEverySite(nearest) };
  if (!reason?.trim()) return { kind: 'refused', message: OUTSIDE_REASON_NEEDED };
  return { kind: 'outside-flagged', nearest };
}
