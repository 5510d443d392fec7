/**
 * Whether an alert concerns the place a tourist shared: the public page folds the others under
 * "Elsewhere in Cusco". Pure, no platform APIs: it runs in the browser, offline too.
 */
import type { AlertArea } from './alerts';
import { CUSCO_BOUNDS, matchProvince, PROVINCE_CAPITALS, PROVINCES, type Province } from './cusco';
import { type Coordinates, distanceMetres } from './nearest-office';

/**
 * Towns where tourists stay that lie nearer another province's capital than their own (Aguas
 * Calientes is nearer Quillabamba than Urubamba; Pitumarca, the way to Vinicunca, nearer Urcos
 * than Sicuani), and the neighbours they would otherwise take along. Approximate, to about a
 * kilometre.
 */
const TOURIST_TOWNS: readonly { province: Province; latitude: number; longitude: number }[] = [
  { province: 'Urubamba', latitude: -13.1547, longitude: -72.5254 }, // Aguas Calientes (Machupicchu)
  { province: 'Urubamba', latitude: -13.2584, longitude: -72.2636 }, // Ollantaytambo
  { province: 'La Convención', latitude: -13.13, longitude: -72.597 }, // Santa Teresa
  { province: 'Calca', latitude: -13.4226, longitude: -71.8577 }, // Pisac
  { province: 'Canchis', latitude: -13.9806, longitude: -71.4156 }, // Pitumarca
];

const REFERENCE_POINTS = [
  ...PROVINCES.map((province) => ({ province, ...PROVINCE_CAPITALS[province] })),
  ...TOURIST_TOWNS,
];

/**
 * The province a position is in, approximated as the one of the nearest province capital (or
 * tourist town above); null outside the region's bounding box. The page has no province borders
 * (they would weigh more than the rest of it); this is right for most of each province but can
 * be wrong near a border: an alert there lands under "Elsewhere in Cusco", one tap away, never
 * hidden.
 */
export function approximateProvince(position: Coordinates): Province | null {
  const { latitude, longitude } = position;
  if (
    !(latitude >= CUSCO_BOUNDS.south && latitude <= CUSCO_BOUNDS.north) ||
    !(longitude >= CUSCO_BOUNDS.west && longitude <= CUSCO_BOUNDS.east)
  ) {
    return null;
  }
  let nearest: { province: Province; metres: number } | null = null;
  for (const point of REFERENCE_POINTS) {
    const metres = distanceMetres(position, point);
    if (!nearest || metres < nearest.metres) nearest = { province: point.province, metres };
  }
  return nearest?.province ?? null;
}

/**
 * True when the alert's area holds `position`: the whole region always; a circle by distance; a
 * list of provinces, or of districts, by the (approximate) province of the position, since a
 * district's border is finer still than a province's.
 */
export function alertIsNearby(area: AlertArea, position: Coordinates): boolean {
  switch (area.kind) {
    case 'REGION':
      return true;
    case 'CIRCLE':
      return distanceMetres(position, area.circle) <= area.circle.radiusKm * 1000;
    case 'PROVINCES':
    case 'DISTRICTS': {
      const province = approximateProvince(position);
      if (!province) return false;
      const named =
        area.kind === 'PROVINCES'
          ? area.provinces
          : area.districts.map((district) => district.province);
      return named.some((name) => matchProvince(name) === province);
    }
  }
}

/**
 * The alerts for the tourist's place and those for elsewhere, each list in the order given. With
 * no position every alert is "here": nothing is folded away from a tourist who shared none.
 */
export function splitByPlace<T extends { area: AlertArea }>(
  alerts: readonly T[],
  position: Coordinates | null,
): { here: T[]; elsewhere: T[] } {
  if (!position) return { here: [...alerts], elsewhere: [] };
  const here: T[] = [];
  const elsewhere: T[] = [];
  for (const alert of alerts) (alertIsNearby(alert.area, position) ? here : elsewhere).push(alert);
  return { here, elsewhere };
}
