import type { LocationStatus } from '@hr/screens';
import { useEffect, useState } from 'react';

/** A geolocation failure as the screen says it: refused by the person or browser, or not to be had. */
export function locationFailure(
  error: Pick<GeolocationPositionError, 'code' | 'PERMISSION_DENIED'>,
): LocationStatus {
  return error.code === error.PERMISSION_DENIED ? { kind: 'denied' } : { kind: 'unavailable' };
}

/**
 * The device's location while the page is open, kept fresh as the person walks to the site (a single
 * fix taken on arrival could be far off): 'locating' until the first fix, then each new one. The
 * watch ends when the page is left, so the phone stops asking its GPS.
 */
export function useDeviceLocation(): LocationStatus {
  const [location, setLocation] = useState<LocationStatus>(() =>
    typeof navigator !== 'undefined' && navigator.geolocation
      ? { kind: 'locating' }
      : { kind: 'unavailable' },
  );
  useEffect(() => {
    if (!navigator.geolocation) return;
    const watch = navigator.geolocation.watchPosition(
      (position) =>
        setLocation({
          kind: 'located',
          lat: position.coords.latitude,
          lng: position.coords.longitude,
          accuracy: position.coords.accuracy,
        }),
      (error) => setLocation(locationFailure(error)),
      { enableHighAccuracy: true },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, []);
  return location;
}
