import type { RankedOffice as Ranked } from '../../../../shared/nearest-office';
import type { PoliceOffice } from './offices';

export {
  type Coordinates,
  distanceMetres,
  nearestOffices,
  officesForDistrict,
  officesForPlace,
} from '../../../../shared/nearest-office';

/** An office of the public list with its distance (null when ranked by district). */
export type RankedOffice = Ranked<PoliceOffice>;

/** "850 m" under a kilometre, "2,3 km" / "2.3 km" under ten, "41 km" beyond. */
export function formatDistance(metres: number, lang: string): string {
  if (metres < 1000) {
    const rounded = Math.max(10, Math.round(metres / 10) * 10);
    return `${new Intl.NumberFormat(lang).format(rounded)} m`;
  }
  const km = metres / 1000;
  const digits = km < 10 ? 1 : 0;
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(km)} km`;
}
