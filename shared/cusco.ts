/**
 * The 13 provinces of the Cusco region and their districts, as INEI's ubigeo lists them
 * (08xxyy), written with their Spanish accents. La Convención includes the districts created
 * since 2015 (Inkawasi, Villa Virgen, Villa Kintiarina, Megantoni) and in 2021 (Kumpirushiato,
 * Cielo Punco, Manitea, Unión Asháninka): 116 districts in all.
 */
export const DISTRICTS_BY_PROVINCE = {
  Cusco: [
    'Cusco',
    'Ccorca',
    'Poroy',
    'San Jerónimo',
    'San Sebastián',
    'Santiago',
    'Saylla',
    'Wanchaq',
  ],
  Acomayo: ['Acomayo', 'Acopia', 'Acos', 'Mosoc Llacta', 'Pomacanchi', 'Rondocan', 'Sangarará'],
  Anta: [
    'Anta',
    'Ancahuasi',
    'Cachimayo',
    'Chinchaypujio',
    'Huarocondo',
    'Limatambo',
    'Mollepata',
    'Pucyura',
    'Zurite',
  ],
  Calca: ['Calca', 'Coya', 'Lamay', 'Lares', 'Pisac', 'San Salvador', 'Taray', 'Yanatile'],
  Canas: [
    'Yanaoca',
    'Checca',
    'Kunturkanki',
    'Langui',
    'Layo',
    'Pampamarca',
    'Quehue',
    'Túpac Amaru',
  ],
  Canchis: [
    'Sicuani',
    'Checacupe',
    'Combapata',
    'Marangani',
    'Pitumarca',
    'San Pablo',
    'San Pedro',
    'Tinta',
  ],
  Chumbivilcas: [
    'Santo Tomás',
    'Capacmarca',
    'Chamaca',
    'Colquemarca',
    'Livitaca',
    'Llusco',
    'Quiñota',
    'Velille',
  ],
  Espinar: [
    'Espinar',
    'Condoroma',
    'Coporaque',
    'Ocoruro',
    'Pallpata',
    'Pichigua',
    'Suyckutambo',
    'Alto Pichigua',
  ],
  'La Convención': [
    'Santa Ana',
    'Echarate',
    'Huayopata',
    'Maranura',
    'Ocobamba',
    'Quellouno',
    'Kimbiri',
    'Santa Teresa',
    'Vilcabamba',
    'Pichari',
    'Inkawasi',
    'Villa Virgen',
    'Villa Kintiarina',
    'Megantoni',
    'Kumpirushiato',
    'Cielo Punco',
    'Manitea',
    'Unión Asháninka',
  ],
  Paruro: [
    'Paruro',
    'Accha',
    'Ccapi',
    'Colcha',
    'Huanoquite',
    'Omacha',
    'Paccaritambo',
    'Pillpinto',
    'Yaurisque',
  ],
  Paucartambo: ['Paucartambo', 'Caicay', 'Challabamba', 'Colquepata', 'Huancarani', 'Kosñipata'],
  Quispicanchi: [
    'Urcos',
    'Andahuaylillas',
    'Camanti',
    'Ccarhuayo',
    'Ccatca',
    'Cusipata',
    'Huaro',
    'Lucre',
    'Marcapata',
    'Ocongate',
    'Oropesa',
    'Quiquijana',
  ],
  Urubamba: [
    'Urubamba',
    'Chinchero',
    'Huayllabamba',
    'Machupicchu',
    'Maras',
    'Ollantaytambo',
    'Yucay',
  ],
} as const satisfies Record<string, readonly string[]>;

export type Province = keyof typeof DISTRICTS_BY_PROVINCE;

/** The provinces in alphabetical order (Spanish collation), for pickers and filters. */
export const PROVINCES: readonly Province[] = (
  Object.keys(DISTRICTS_BY_PROVINCE) as Province[]
).sort((a, b) => a.localeCompare(b, 'es'));

/**
 * Each province's capital and where it is (approximate, to about a kilometre): where to measure
 * from when a tourist names a district of a province without a tourism police office.
 */
export const PROVINCE_CAPITALS: Record<
  Province,
  { capital: string; latitude: number; longitude: number }
> = {
  Cusco: { capital: 'Cusco', latitude: -13.5171, longitude: -71.9785 },
  Acomayo: { capital: 'Acomayo', latitude: -13.9197, longitude: -71.6839 },
  Anta: { capital: 'Anta', latitude: -13.4689, longitude: -72.1478 },
  Calca: { capital: 'Calca', latitude: -13.3228, longitude: -71.9561 },
  Canas: { capital: 'Yanaoca', latitude: -14.2186, longitude: -71.4314 },
  Canchis: { capital: 'Sicuani', latitude: -14.2697, longitude: -71.2261 },
  Chumbivilcas: { capital: 'Santo Tomás', latitude: -14.4497, longitude: -72.0828 },
  Espinar: { capital: 'Yauri', latitude: -14.7919, longitude: -71.4153 },
  'La Convención': { capital: 'Quillabamba', latitude: -12.8636, longitude: -72.6922 },
  Paruro: { capital: 'Paruro', latitude: -13.7611, longitude: -71.8461 },
  Paucartambo: { capital: 'Paucartambo', latitude: -13.3183, longitude: -71.5953 },
  Quispicanchi: { capital: 'Urcos', latitude: -13.6864, longitude: -71.6244 },
  Urubamba: { capital: 'Urubamba', latitude: -13.3047, longitude: -72.1158 },
};

/** The field errors the server answers for a place outside the list, in stable English. */
export const PLACE_ERRORS = {
  province: 'Not a province of Cusco',
  district: 'Not a district of this province',
} as const;

/** True for one of the 13 province names, spelt exactly as listed. */
export function isProvince(value: string): value is Province {
  return Object.hasOwn(DISTRICTS_BY_PROVINCE, value);
}

/** The districts of a province (capital first), or an empty list for an unknown province. */
export function districtsOf(province: string): readonly string[] {
  return isProvince(province) ? DISTRICTS_BY_PROVINCE[province] : [];
}

/** True when `district` is one of `province`'s districts, spelt exactly as listed. */
export function isDistrictOf(province: string, district: string): boolean {
  return districtsOf(province).includes(district);
}

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** The listed province a typed name means, ignoring case and accents ("la convencion"), or null. */
export function matchProvince(value: string): Province | null {
  const wanted = fold(value);
  return PROVINCES.find((province) => fold(province) === wanted) ?? null;
}

/** The listed district of `province` a typed name means, ignoring case and accents, or null. */
export function matchDistrict(province: string, value: string): string | null {
  const wanted = fold(value);
  return districtsOf(province).find((district) => fold(district) === wanted) ?? null;
}

/**
 * The Cusco region's bounding box in degrees, with a margin of a few kilometres: from Espinar and
 * Chumbivilcas in the south to Megantoni in the north, from Pichari in the west to Camanti in the
 * east. The whole region lies south of the equator and west of Greenwich, so both coordinates
 * are negative: a positive one has lost its minus sign.
 */
export const CUSCO_BOUNDS = { south: -15.5, north: -11, west: -74.1, east: -70.2 } as const;

/** The field errors the server answers for a coordinate outside the region, in stable English. */
export const COORDINATE_ERRORS = {
  latitude: `A latitude of the Cusco region, from ${CUSCO_BOUNDS.south} to ${CUSCO_BOUNDS.north}`,
  longitude: `A longitude of the Cusco region, from ${CUSCO_BOUNDS.west} to ${CUSCO_BOUNDS.east}`,
} as const;

/** The problem of a latitude (`axis` latitude) or longitude outside the region, or null. */
export function coordinateError(axis: 'latitude' | 'longitude', value: number): string | null {
  const [min, max] =
    axis === 'latitude'
      ? [CUSCO_BOUNDS.south, CUSCO_BOUNDS.north]
      : [CUSCO_BOUNDS.west, CUSCO_BOUNDS.east];
  return Number.isFinite(value) && value >= min && value <= max ? null : COORDINATE_ERRORS[axis];
}

/**
 * A coordinate as people type it: with a decimal comma as written in Peru ("-13,5170") or a
 * point as maps copy it ("-13.5170"), spaces ignored; null when it is not a plain decimal number.
 */
export function parseCoordinate(text: string): number | null {
  const cleaned = text.replace(/\s+/g, '').replace(',', '.');
  if (!/^[-+−]?(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned.replace('−', '-'));
}
