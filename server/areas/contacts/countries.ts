import { countries as COUNTRY_DATA } from 'countries-list';
import { collator } from '../../template/sorting';
import type { Country } from './model';

/**
 * The flag sprite's geometry: one column of 16 × 11 px flags, ordered by ISO code, each cell 12 px
 * tall with a 1 px border, so a flag sits at `-1px -(1 + 12 × index)px`.
 */
const FLAG_CELL_HEIGHT = 12;

/**
 * Every country with a dialling code (ISO 3166-1 and ITU codes from the countries-list package),
 * by name. Reference data: built once from the package, never kept in the store.
 */
export const COUNTRIES: readonly Country[] = (() => {
  const byIso = Object.entries(COUNTRY_DATA)
    .filter(([, data]) => data.phone.length > 0)
    .map(([code]) => code.toLowerCase())
    .sort();
  return byIso
    .map((iso, index) => {
      const data = COUNTRY_DATA[iso.toUpperCase() as keyof typeof COUNTRY_DATA];
      return {
        id: iso,
        iso,
        name: data.name,
        code: `+${data.phone[0]}`,
        flagImagePos: `-1px -${1 + index * FLAG_CELL_HEIGHT}px`,
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
})();

const ISO_CODES = new Set(COUNTRIES.map((country) => country.iso));

export function isCountry(iso: string): boolean {
  return ISO_CODES.has(iso);
}
