import type { IncidentStatus, IncidentType } from '../generated/graphql';

// A tourist's case as both sides know it: the server enforces the workflow, the staff
// application offers only its moves.

export const INCIDENT_TYPES = [
  'THEFT',
  'ROBBERY',
  'SCAM',
  'LOST_DOCUMENTS',
  'ASSAULT',
  'ACCIDENT',
  'OTHER',
] as const satisfies readonly IncidentType[];

export const INCIDENT_STATUSES = [
  'RECIBIDO',
  'EN_ATENCION',
  'ATENDIDO',
  'DERIVADO',
  'CERRADO',
] as const satisfies readonly IncidentStatus[];

/** The workflow: where each status may go next. CERRADO is the end. */
export const NEXT_STATUSES: Readonly<Record<IncidentStatus, readonly IncidentStatus[]>> = {
  RECIBIDO: ['EN_ATENCION', 'DERIVADO', 'CERRADO'],
  EN_ATENCION: ['ATENDIDO', 'DERIVADO', 'CERRADO'],
  ATENDIDO: ['CERRADO'],
  DERIVADO: ['CERRADO'],
  CERRADO: [],
};

/** Statuses of a case the police still have to act on. */
export const OPEN_STATUSES: readonly IncidentStatus[] = ['RECIBIDO', 'EN_ATENCION'];
