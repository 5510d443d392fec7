import { decode } from 'pluscodes';
import { describe, expect, it } from 'vitest';
import {
  formatCoordinate,
  plusCode,
  readPosition,
} from '../../../../client/src/public/location/position';

/** A Geolocation that answers once, as a browser would. */
function fakeGeolocation(
  answer: { coords: { latitude: number; longitude: number; accuracy: number } } | { code: number },
): Geolocation {
  return {
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
      if ('coords' in answer) success(answer as unknown as GeolocationPosition);
      else
        failure?.({
          code: answer.code,
          message: '',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
    },
  } as Geolocation;
}

describe('readPosition', () => {
  it('answers the coordinates and accuracy', async () => {
    const geolocation = fakeGeolocation({
      coords: { latitude: -13.51664, longitude: -71.97872, accuracy: 12 },
    });
    expect(await readPosition(geolocation)).toEqual({
      kind: 'position',
      position: { latitude: -13.51664, longitude: -71.97872, accuracy: 12 },
    });
  });

  it('tells a refusal, a timeout and an unavailable position apart', async () => {
    expect(await readPosition(fakeGeolocation({ code: 1 }))).toEqual({ kind: 'denied' });
    expect(await readPosition(fakeGeolocation({ code: 2 }))).toEqual({ kind: 'unavailable' });
    expect(await readPosition(fakeGeolocation({ code: 3 }))).toEqual({ kind: 'timeout' });
  });

  it('says so when the browser has no geolocation', async () => {
    expect(await readPosition(undefined)).toEqual({ kind: 'unsupported' });
  });
});

describe('position texts', () => {
  it('writes five decimals', () => {
    expect(formatCoordinate(-13.516641234)).toBe('-13.51664');
    expect(formatCoordinate(-72)).toBe('-72.00000');
  });

  it('gives a 10-digit Plus Code that decodes back to the place', () => {
    const code = plusCode({ latitude: -13.51664, longitude: -71.97872 });
    expect(code).toMatch(/^[23456789CFGHJMPQRVWX]{8}\+[23456789CFGHJMPQRVWX]{2}$/);
    const area = decode(code);
    expect(area?.latitude).toBeCloseTo(-13.51664, 3);
    expect(area?.longitude).toBeCloseTo(-71.97872, 3);
    expect(plusCode({ latitude: 59.332438, longitude: 18.118813 })).toBe('9FFW84J9+XG');
  });
});
