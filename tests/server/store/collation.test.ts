import { describe, expect, it } from 'vitest';
import { collationKey } from '../../../server/store/collation';

const sorted = (texts: string[]) =>
  [...texts].sort((a, b) => (collationKey(a) < collationKey(b) ? -1 : 1));

describe('collation keys', () => {
  it('sort the Spanish way: accents and case ignored, ñ after n, numbers by value', () => {
    expect(sorted(['Ñahui', 'Nuñez', 'nina', 'Ñuñoa', 'Oscco'])).toEqual([
      'nina',
      'Nuñez',
      'Ñahui',
      'Ñuñoa',
      'Oscco',
    ]);
    expect(sorted(['Álvarez', 'alvarado', 'Ayala', 'ALVA'])).toEqual([
      'ALVA',
      'alvarado',
      'Álvarez',
      'Ayala',
    ]);
    expect(sorted(['GT-10', 'GT-9', 'GT-100'])).toEqual(['GT-9', 'GT-10', 'GT-100']);
  });
});
