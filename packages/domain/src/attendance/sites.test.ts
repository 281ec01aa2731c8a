import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distanceMetres,
  EARTH_RADIUS_METRES,
  type GeofenceRules,
  LOCATION_NEEDED,
  NO_SITE_FOR_YOU,
  OUTSIDE_REASON_NEEDED,
  type Site,
  siteVerdict,
} from './sites.ts';

/** Degrees as the contract carries them: a decimal string of up to 7 places. */
const degrees = (value: number) => value.toFixed(7);
const point = (latitude: number, longitude: number) => ({
  latitude: degrees(latitude),
  longitude: degrees(longitude),
});

describe('distanceMetres: worked examples', () => {
  it("Land's End to John o' Groats: 968.9 km, as the haversine is published (movable-type.co.uk)", () => {
    // 50°03′59″N 5°42′53″W to 58°38′38″N 3°04′12″W.
    const distance = distanceMetres(point(50.0663889, -5.7147222), point(58.6438889, -3.07));
    expect(Math.abs(distance - 968_900) / 968_900).toBeLessThan(0.005);
  });

  it('Nashville (BNA) to Los Angeles (LAX): 2,887.26 km on a 6,371 km sphere (Rosetta Code, Haversine formula)', () => {
    // N 36°7.2′ W 86°40.2′ to N 33°56.4′ W 118°24.0′.
    const distance = distanceMetres(point(36.12, -86.67), point(33.94, -118.4));
    expect(Math.abs(distance - 2_887_260) / 2_887_260).toBeLessThan(0.005);
  });

  it('a thousandth of a degree along a meridian is 111 m (R × π/180000, rounded down)', () => {
    expect(distanceMetres(point(5.6, -0.18), point(5.601, -0.18))).toBe(111);
    expect(Math.floor((EARTH_RADIUS_METRES * Math.PI) / 180_000)).toBe(111);
  });
});

const headOffice: Site = { id: 'a', name: 'Head office', ...point(5.6037168, -0.1869644), radiusMetres: 150 };
const strict: GeofenceRules = {
  locationRequired: true,
  allowOutsideWithReason: false,
  maxAccuracyMetres: 100,
};
const near = { ...point(5.6037168, -0.1869644), accuracyMetres: 12 };
// About 1.1 km north of the head office.
const away = { ...point(5.6137168, -0.1869644), accuracyMetres: 12 };

describe('siteVerdict: worked examples', () => {
  it('inside the circle: at the site, with the distance', () => {
    expect(siteVerdict(near, [headOffice], strict)).toEqual({
      kind: 'at-site',
      site: headOffice,
      distanceMetres: 0,
    });
  });

  it('outside every circle: refused, naming the nearest site and how far', () => {
    expect(siteVerdict(away, [headOffice], strict)).toEqual({
      kind: 'refused',
      message:
        'You are outside every site you may punch at: Head office is 1111 m away (its radius is 150 m).',
    });
  });

  it('outside with the employer allowing a reason: the reason is asked, then the punch is flagged', () => {
    const lenient = { ...strict, allowOutsideWithReason: true };
    expect(siteVerdict(away, [headOffice], lenient)).toEqual({
      kind: 'refused',
      message: OUTSIDE_REASON_NEEDED,
    });
    expect(siteVerdict(away, [headOffice], lenient, 'Client visit')).toEqual({
      kind: 'outside-flagged',
      nearest: { site: headOffice, distanceMetres: 1111 },
    });
  });

  it('fails closed: no location, or no site at all, while one is required', () => {
    expect(siteVerdict(null, [headOffice], strict)).toEqual({ kind: 'refused', message: LOCATION_NEEDED });
    expect(siteVerdict(near, [], strict)).toEqual({ kind: 'refused', message: NO_SITE_FOR_YOU });
  });
});

const anyLatitude = fc.double({ min: -89.9, max: 89.9, noNaN: true });
const anyLongitude = fc.double({ min: -179.9, max: 179.9, noNaN: true });
const anyPoint = fc
  .tuple(anyLatitude, anyLongitude)
  .map(([latitude, longitude]) => point(latitude, longitude));

describe('distanceMetres and siteVerdict: properties', () => {
  it('the distance is the same both ways, never negative, and zero from a point to itself', () => {
    fc.assert(
      fc.property(anyPoint, anyPoint, (a, b) => {
        expect(distanceMetres(a, b)).toBe(distanceMetres(b, a));
        expect(distanceMetres(a, b)).toBeGreaterThanOrEqual(0);
        expect(distanceMetres(a, a)).toBe(0);
      }),
    );
  });

  it("a punch at a site's centre, precisely located, is at that site whatever its radius", () => {
    fc.assert(
      fc.property(anyPoint, fc.integer({ min: 10, max: 10_000 }), (centre, radiusMetres) => {
        const site: Site = { id: 's', name: 'Site', ...centre, radiusMetres };
        expect(siteVerdict({ ...centre, accuracyMetres: 5 }, [site], strict)).toMatchObject({
          kind: 'at-site',
          site,
        });
      }),
    );
  });
});
