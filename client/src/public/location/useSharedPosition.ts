import { useEffect, useState } from 'react';
import { type DevicePosition, onPositionShared, sharedPosition } from './position';

/** The position the tourist shared on this page, once they do; null before (and on the server). */
export function useSharedPosition(): DevicePosition | null {
  const [position, setPosition] = useState<DevicePosition | null>(null);
  useEffect(() => {
    setPosition(sharedPosition());
    return onPositionShared(setPosition);
  }, []);
  return position;
}
