import type { Province } from '../../shared/cusco';
import type { Random } from './random';

/** A town where agencies and lodgings are: its district, the centre's coordinates, real streets. */
export interface Town {
  province: Province;
  district: string;
  /** The name people use for the town when it differs from the district's (Aguas Calientes). */
  town: string;
  latitude: number;
  longitude: number;
  streets: readonly string[];
  /** How many of the region's agencies and lodgings sit here, relatively. */
  weight: number;
}

// biome-ignore format: a table of towns reads better packed
export const TOWNS: readonly Town[] = [
  { province: 'Cusco', district: 'Cusco', town: 'Cusco', latitude: -13.5167, longitude: -71.9781,
    weight: 30, streets: [
      'Calle Plateros', 'Calle Procuradores', 'Av. El Sol', 'Calle Saphi', 'Calle Triunfo',
      'Calle Loreto', 'Calle Maruri', 'Calle Santa Catalina Ancha', 'Calle Garcilaso',
      'Calle Nueva Alta', 'Calle Tecsecocha', 'Calle Suecia', 'Cuesta de San Blas',
      'Calle Tandapata', 'Calle Choquechaca', 'Calle Carmen Alto', 'Calle Siete Culebras',
      'Calle Hatunrumiyoc', 'Av. Tullumayo', 'Calle Ruinas', 'Calle Matará', 'Calle Meloc',
    ] },
  { province: 'Cusco', district: 'Wanchaq', town: 'Cusco', latitude: -13.5253, longitude: -71.9655,
    weight: 6,
    streets: ['Av. de la Cultura', 'Av. Garcilaso', 'Av. Pardo', 'Calle Los Pinos', 'Av. Huáscar'] },
  { province: 'Cusco', district: 'Santiago', town: 'Cusco', latitude: -13.5296, longitude: -71.9845,
    weight: 2,
    streets: ['Av. Antonio Lorena', 'Av. Vallejo Santoni', 'Av. Ejército', 'Calle Belén'] },
  { province: 'Cusco', district: 'San Sebastián', town: 'San Sebastián', latitude: -13.5311,
    longitude: -71.9366, weight: 2,
    streets: ['Av. de la Cultura', 'Av. Velasco Astete', 'Calle Ricardo Palma'] },
  { province: 'Cusco', district: 'San Jerónimo', town: 'San Jerónimo', latitude: -13.5445,
    longitude: -71.8845, weight: 1, streets: ['Av. de la Cultura', 'Av. 28 de Julio'] },
  { province: 'Calca', district: 'Pisac', town: 'Pisac', latitude: -13.4229, longitude: -71.8479,
    weight: 4,
    streets: ['Calle Mariscal Castilla', 'Calle Bolognesi', 'Av. Amazonas', 'Calle Grau'] },
  { province: 'Calca', district: 'Calca', town: 'Calca', latitude: -13.3225, longitude: -71.9561,
    weight: 2, streets: ['Av. Vilcanota', 'Jr. Grau', 'Calle Bolívar'] },
  { province: 'Calca', district: 'Lamay', town: 'Lamay', latitude: -13.3657, longitude: -71.9226,
    weight: 1, streets: ['Carretera Pisac-Calca', 'Calle Huchuy Qosqo'] },
  { province: 'Urubamba', district: 'Urubamba', town: 'Urubamba', latitude: -13.3047,
    longitude: -72.1158, weight: 5,
    streets: ['Av. Mariscal Castilla', 'Jr. Grau', 'Av. Ferrocarril', 'Jr. Comercio'] },
  { province: 'Urubamba', district: 'Yucay', town: 'Yucay', latitude: -13.3197, longitude: -72.0844,
    weight: 1, streets: ['Plaza Manco II', 'Av. San Martín'] },
  { province: 'Urubamba', district: 'Ollantaytambo', town: 'Ollantaytambo', latitude: -13.2583,
    longitude: -72.2631, weight: 4,
    streets: ['Calle Ventiderio', 'Av. Ferrocarril', 'Calle Principal', 'Calle Convención'] },
  { province: 'Urubamba', district: 'Machupicchu', town: 'Aguas Calientes', latitude: -13.1547,
    longitude: -72.5254, weight: 6,
    streets: ['Av. Pachacútec', 'Av. Imperio de los Incas', 'Calle Wiracocha', 'Av. Hermanos Ayar'],
  },
  { province: 'Urubamba', district: 'Chinchero', town: 'Chinchero', latitude: -13.3926,
    longitude: -72.0487, weight: 1, streets: ['Av. Mateo Pumacahua', 'Calle Manzanares'] },
  { province: 'Canchis', district: 'Sicuani', town: 'Sicuani', latitude: -14.2697,
    longitude: -71.2264, weight: 2,
    streets: ['Av. Centenario', 'Jr. Dos de Mayo', 'Jr. Bolognesi', 'Av. Arequipa'] },
  { province: 'La Convención', district: 'Santa Ana', town: 'Quillabamba', latitude: -12.8633,
    longitude: -72.6917, weight: 2,
    streets: ['Jr. Libertad', 'Av. San Martín', 'Jr. Espinar', 'Jr. Grau'] },
  { province: 'La Convención', district: 'Santa Teresa', town: 'Santa Teresa', latitude: -13.1314,
    longitude: -72.595, weight: 1, streets: ['Av. Calixto Cáceres', 'Plaza de Armas'] },
  { province: 'Quispicanchi', district: 'Andahuaylillas', town: 'Andahuaylillas', latitude: -13.672,
    longitude: -71.677, weight: 1, streets: ['Plaza de Armas', 'Calle Garcilaso'] },
  { province: 'Paucartambo', district: 'Kosñipata', town: 'Pillcopata', latitude: -12.9135,
    longitude: -71.3744, weight: 1, streets: ['Av. Manu', 'Jr. Túpac Amaru'] },
  { province: 'Anta', district: 'Mollepata', town: 'Mollepata', latitude: -13.5078,
    longitude: -72.5333, weight: 1, streets: ['Plaza de Armas', 'Calle Salkantay'] },
  { province: 'Espinar', district: 'Espinar', town: 'Yauri', latitude: -14.7911,
    longitude: -71.4122, weight: 1, streets: ['Jr. Tacna', 'Av. Túpac Amaru'] },
];

/** A town drawn by weight: most of the region's tourism is in Cusco city and the Sacred Valley. */
export function pickTown(random: Random): Town {
  const total = TOWNS.reduce((sum, town) => sum + town.weight, 0);
  let left = random.next() * total;
  for (const town of TOWNS) {
    left -= town.weight;
    if (left < 0) return town;
  }
  return TOWNS[TOWNS.length - 1] as Town;
}

/** A street address in the town, e.g. "Calle Plateros 348". */
export function streetAddress(random: Random, town: Town): string {
  const street = random.pick(town.streets);
  return street === 'Plaza de Armas' ? `${street} s/n` : `${street} ${random.int(12, 899)}`;
}

/** A point within about 400 m of the town's centre, rounded to 5 decimals (about 1 m). */
export function nearTown(random: Random, town: Town): { latitude: number; longitude: number } {
  const jitter = () => (random.next() - 0.5) * 0.008;
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return { latitude: round(town.latitude + jitter()), longitude: round(town.longitude + jitter()) };
}
