import type {
  LodgingCategory,
  LodgingClass,
  LodgingStatus,
  OfficerStatus,
  PoliceRank,
} from '../generated/graphql';

// The values of the registries' enums in their meaningful order (the GraphQL enums only name
// them): the order forms and filters offer them in, and the order the server sorts by.

/** The ranks of the Policía Nacional del Perú, from the lowest. */
export const POLICE_RANKS = [
  'SUBOFICIAL_TERCERA',
  'SUBOFICIAL_SEGUNDA',
  'SUBOFICIAL_PRIMERA',
  'SUBOFICIAL_TECNICO_TERCERA',
  'SUBOFICIAL_TECNICO_SEGUNDA',
  'SUBOFICIAL_TECNICO_PRIMERA',
  'SUBOFICIAL_SUPERIOR',
  'SUBOFICIAL_BRIGADIER',
  'ALFEREZ',
  'TENIENTE',
  'CAPITAN',
  'MAYOR',
  'COMANDANTE',
  'CORONEL',
] as const satisfies readonly PoliceRank[];

export const OFFICER_STATUSES = [
  'ACTIVO',
  'FRANCO',
  'VACACIONES',
  'LICENCIA',
  'BAJA',
] as const satisfies readonly OfficerStatus[];

export const LODGING_CLASSES = [
  'HOTEL',
  'APART_HOTEL',
  'HOSTAL',
  'ALBERGUE',
  'ECOLODGE',
  'OTRO',
] as const satisfies readonly LodgingClass[];

/** From no category to five stars. */
export const LODGING_CATEGORIES = [
  'SIN_CATEGORIA',
  'UNA_ESTRELLA',
  'DOS_ESTRELLAS',
  'TRES_ESTRELLAS',
  'CUATRO_ESTRELLAS',
  'CINCO_ESTRELLAS',
] as const satisfies readonly LodgingCategory[];

export const LODGING_STATUSES = [
  'ACTIVO',
  'SUSPENDIDO',
  'CERRADO',
] as const satisfies readonly LodgingStatus[];
