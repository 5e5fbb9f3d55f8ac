import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '../../core/places/distance';
import { toast } from '../../ui/toast';

export type LocationStatus = 'idle' | 'locating' | 'found' | 'failed';
/** 'load': asked when the guide opens; 'button': the person pressed "Use My Location". */
export type LocateReason = 'load' | 'button';

// Coarse and possibly a few minutes old is enough to sort a list by distance, and it is quicker
// and kinder to a cheap phone's battery than a fresh GPS fix.
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 };

/**
 * The person's location for the city guide (asked on load and again on "Use My Location"),
 * with its toasts. `onFound` hears each new position, and why it was asked for.
 */
export function usePersonLocation(onFound: (position: LatLng, reason: LocateReason) => void) {
  const { t } = useTranslation('places');
  const [position, setPosition] = useState<LatLng | null>(null);
  const [status, setStatus] = useState<LocationStatus>('idle');
  const mounted = useRef(false);
  const askedOnLoad = useRef(false);
  const latest = useRef({ onFound, t });
  useEffect(() => {
    latest.current = { onFound, t };
  });

  const locate = useCallback((reason: LocateReason) => {
    const failed = (error: GeolocationPositionError | null) => {
      if (!mounted.current) return;
      setStatus('failed');
      const { t } = latest.current;
      // On load, a refusal is the person's choice: say how to go on. Anything else (no signal, a
      // timeout, no geolocation at all) is not a refusal, so it is not called one.
      if (reason === 'load' && error?.code === 1) toast.info(t('toasts.locationDenied'));
      else toast.error(t('toasts.locationFailed'));
    };
    if (!('geolocation' in navigator)) {
      failed(null);
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!mounted.current) return;
        const found = { lat: coords.latitude, lng: coords.longitude };
        setPosition(found);
        setStatus('found');
        const { t, onFound } = latest.current;
        toast.success(reason === 'load' ? t('toasts.locationGranted') : t('toasts.usingLocation'));
        onFound(found, reason);
      },
      failed,
      POSITION_OPTIONS,
    );
  }, []);

  useEffect(() => {
    mounted.current = true;
    // Once per visit, even when StrictMode runs this effect twice: a second prompt or a second
    // toast would be noise. The first request's answer still lands, since `mounted` is true again.
    if (!askedOnLoad.current) {
      askedOnLoad.current = true;
      locate('load');
    }
    return () => {
      mounted.current = false;
    };
  }, [locate]);

  return { position, status, locate };
}
