import { useEffect, useState } from 'react';
import { type DevicePosition, readPosition } from '../location/position';
import { distanceMetres } from '../police/nearest';
import type { PoliceOffice } from '../police/offices';
import { usePoliceOffices } from '../police/usePoliceOffices';
import type { SpeakPlace } from './message';

export type PlaceStatus = 'locating' | 'located' | 'failed';

export interface SpeakPlaceState {
  status: PlaceStatus;
  place: SpeakPlace;
  /** The nearest office, for its own WhatsApp line when it has one. */
  nearest: PoliceOffice | null;
}

/**
 * Where the tourist is, read once when the card opens (GPS needs no network), and the nearest
 * tourism police office from the list kept offline: the landmark the Spanish text names.
 */
export function useSpeakPlace(): SpeakPlaceState {
  const offices = usePoliceOffices();
  const [status, setStatus] = useState<PlaceStatus>('locating');
  const [position, setPosition] = useState<DevicePosition | null>(null);

  useEffect(() => {
    let current = true;
    readPosition().then((outcome) => {
      if (!current) return;
      if (outcome.kind === 'position') {
        setPosition(outcome.position);
        setStatus('located');
      } else {
        setStatus('failed');
      }
    });
    return () => {
      current = false;
    };
  }, []);

  let nearest: { office: PoliceOffice; metres: number } | null = null;
  if (position) {
    for (const office of offices.offices) {
      const metres = distanceMetres(position, office);
      if (!nearest || metres < nearest.metres) nearest = { office, metres };
    }
  }
  return {
    status,
    place: {
      position,
      landmark: nearest && { name: nearest.office.station, metres: nearest.metres },
    },
    nearest: nearest?.office ?? null,
  };
}
