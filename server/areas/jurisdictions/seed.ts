import { createRandom } from '../../seed/random';
import { recordStamps } from '../../seed/stamps';
import type { JurisdictionRecord } from './model';

type SeedJurisdiction = Omit<JurisdictionRecord, 'createdAt' | 'updatedAt'>;

const ALL_DAY = { allDay: true, opens: null, closes: null } as const;

/**
 * The areas of the tourism police, each run from a comisaría and led by one officer of the
 * police seed (officer-001 to officer-010, who belong to the area they lead). Names, places and
 * zones are real; the stations' numbers are invented. The Comisaría de Turismo and the PNP
 * comisarías attend day and night; the San Blas post's hours are invented. No station has a
 * WhatsApp number of its own: none is published, and a tourist must never write to an invented
 * one (the national Tourist Police line is an emergency contact).
 */
export const JURISDICTIONS: readonly SeedJurisdiction[] = [
  {
    id: 'jurisdiction-cusco-centro',
    name: 'Cusco Centro Histórico',
    province: 'Cusco',
    districts: ['Cusco'],
    headquarters: {
      name: 'Comisaría PNP de Turismo Cusco',
      address: 'Calle Saphi 510, Cusco',
      phone: '084 249654',
      latitude: -13.51502,
      longitude: -71.98127,
      hours: ALL_DAY,
    },
    responsibleOfficerId: 'officer-001',
    touristZones: [
      'Plaza de Armas',
      'Catedral del Cusco',
      'Qorikancha',
      'Calle Hatunrumiyoc',
      'Mercado de San Pedro',
    ],
  },
  {
    id: 'jurisdiction-san-blas',
    name: 'San Blas y Sacsayhuamán',
    province: 'Cusco',
    districts: ['Cusco'],
    headquarters: {
      name: 'Puesto de Auxilio Rápido San Blas',
      address: 'Cuesta de San Blas 120, Cusco',
      phone: '084 226318',
      latitude: -13.51462,
      longitude: -71.97573,
      hours: { allDay: false, opens: '08:00', closes: '20:00' },
    },
    responsibleOfficerId: 'officer-002',
    touristZones: [
      'Barrio de San Blas',
      'Sacsayhuamán',
      'Qenqo',
      'Puca Pucara',
      'Tambomachay',
      'Cristo Blanco',
    ],
  },
  {
    id: 'jurisdiction-wanchaq',
    name: 'Wanchaq',
    province: 'Cusco',
    districts: ['Wanchaq'],
    headquarters: {
      name: 'Comisaría PNP Wanchaq',
      address: 'Av. Tomasa Tito Condemayta s/n, Wanchaq',
      phone: '084 236474',
      latitude: -13.52655,
      longitude: -71.96431,
      hours: ALL_DAY,
    },
    responsibleOfficerId: 'officer-003',
    touristZones: [
      'Aeropuerto Internacional Alejandro Velasco Astete',
      'Estación de Wanchaq',
      'Óvalo Pachacútec',
    ],
  },
  {
    id: 'jurisdiction-santiago',
    name: 'Santiago',
    province: 'Cusco',
    districts: ['Santiago', 'Ccorca'],
    headquarters: {
      name: 'Comisaría PNP Santiago',
      address: 'Av. Antonio Lorena 580, Santiago',
      phone: '084 243112',
      latitude: -13.52731,
      longitude: -71.98833,
      hours: ALL_DAY,
    },
    responsibleOfficerId: 'officer-004',
    touristZones: ['Terminal Terrestre del Cusco', 'Estación de San Pedro', 'Mercado de Huancaro'],
  },
  {
    id: 'jurisdiction-san-sebastian',
    name: 'San Sebastián y San Jerónimo',
    province: 'Cusco',
    districts: ['San Sebastián', 'San Jerónimo', 'Saylla'],
    headquarters: {
      name: 'Comisaría PNP San Sebastián',
      address: 'Av. de la Cultura 2120, San Sebastián',
      phone: '084 274051',
      latitude: -13.53097,
      longitude: -71.93641,
      hours: ALL_DAY,
    },
    responsibleOfficerId: 'officer-005',
    touristZones: ['Templo de San Sebastián', 'Chicharronerías de Saylla'],
  },
  {
    id: 'jurisdiction-pisac',
    name: 'Valle Sagrado – Pisac',
    province: 'Calca',
    districts: ['Pisac', 'Taray', 'San Salvador', 'Coya', 'Lamay', 'Calca'],
    headquarters: {
      name: 'Comisaría PNP Pisac',
      address: 'Plaza Constitución s/n, Pisac',
      phone: '084 203021',
      latitude: -13.42264,
      longitude: -71.84853,
      hours: ALL_DAY,
    },
    responsibleOfficerId: 'officer-006',
    touristZones: [
      'Parque Arqueológico de Pisac',
      'Mercado artesanal de Pisac',
      'Huchuy Qosqo',
      'Mirador de Taray',
    ],
  },
  {
    id: 'jurisdiction-urubamba',
    name: 'Urubamba',
    province: 'Urubamba',
    districts: ['Urubamba', 'Yucay', 'Huayllabamba', 'Maras', 'Chinchero'],
    headquarters: {
      name: 'Comisaría PNP Urubamba',
      address: 'Jr. Grau 330, Urubamba',
      phone: '084 201092',
      latitude: -13.30433,
      longitude: -72.11621,
      hours: ALL_DAY,
    },
    responsibleOfficerId: 'officer-007',
    touristZones: ['Salineras de Maras', 'Moray', 'Complejo arqueológico de Chinchero'],
  },
  {
    id: 'jurisdiction-ollantaytambo',
    name: 'Ollantaytambo',
    province: 'Urubamba',
    districts: ['Ollantaytambo'],
    headquarters: {
      name: 'Comisaría PNP Ollantaytambo',
      address: 'Plaza de Armas s/n, Ollantaytambo',
      phone: '084 204086',
      latitude: -13.25821,
      longitude: -72.26335,
      hours: ALL_DAY,
    },
    responsibleOfficerId: 'officer-008',
    touristZones: [
      'Parque Arqueológico de Ollantaytambo',
      'Pinkuylluna',
      'Estación de Ollantaytambo',
      'Km 82, inicio del Camino Inca',
    ],
  },
  {
    id: 'jurisdiction-machupicchu',
    name: 'Machupicchu Pueblo',
    province: 'Urubamba',
    districts: ['Machupicchu'],
    headquarters: {
      name: 'Comisaría PNP Machupicchu',
      address: 'Av. Imperio de los Incas s/n, Machupicchu',
      phone: '084 211178',
      latitude: -13.15494,
      longitude: -72.52484,
      hours: ALL_DAY,
    },
    responsibleOfficerId: 'officer-009',
    touristZones: [
      'Santuario Histórico de Machu Picchu',
      'Huayna Picchu',
      'Intipunku',
      'Wiñay Wayna',
      'Baños termales de Aguas Calientes',
    ],
  },
  {
    id: 'jurisdiction-sicuani',
    name: 'Sicuani',
    province: 'Canchis',
    districts: [
      'Sicuani',
      'San Pedro',
      'San Pablo',
      'Tinta',
      'Combapata',
      'Checacupe',
      'Pitumarca',
    ],
    headquarters: {
      name: 'Comisaría PNP Sicuani',
      address: 'Jr. Dos de Mayo s/n, Sicuani',
      phone: '084 351110',
      latitude: -14.26918,
      longitude: -71.22652,
      hours: ALL_DAY,
    },
    responsibleOfficerId: 'officer-010',
    touristZones: ['Raqchi', 'Montaña de Siete Colores (Vinicunca)', 'Plaza de Armas de Sicuani'],
  },
];

/** The seeded areas of the tourism police, with their comisarías and tourist zones. */
export function seedJurisdictions(now: Date): JurisdictionRecord[] {
  const random = createRandom(0x7e7a1);
  return JURISDICTIONS.map((jurisdiction) => ({
    ...jurisdiction,
    districts: [...jurisdiction.districts],
    headquarters: {
      ...jurisdiction.headquarters,
      hours: jurisdiction.headquarters.hours && { ...jurisdiction.headquarters.hours },
    },
    touristZones: [...jurisdiction.touristZones],
    ...recordStamps(random, now, 900),
  }));
}
