import type { FileType } from './model';

/** A file as written here: its name, format and, sometimes, a description. */
export interface FileSpec {
  name: string;
  type: Exclude<FileType, 'folder'>;
  description?: string;
}

/** A folder as written here: its name, description and what it holds. */
export interface FolderSpec {
  name: string;
  description: string;
  items: readonly (FileSpec | FolderSpec)[];
}

export const isFolder = (item: FileSpec | FolderSpec): item is FolderSpec => 'items' in item;

/** The demo tree: what a tourism office's shared drive would plausibly hold. */
export const TREE: readonly (FileSpec | FolderSpec)[] = [
  {
    name: 'Normativa',
    description: 'Leyes, reglamentos y directivas del sector turismo.',
    items: [
      { name: 'Ley General de Turismo', type: 'PDF' },
      { name: 'Reglamento de guías de turismo', type: 'PDF' },
      { name: 'Reglamento de agencias de viaje y turismo', type: 'PDF' },
      { name: 'Reglamento de establecimientos de hospedaje', type: 'PDF' },
      {
        name: 'Directiva interna de verificación',
        type: 'DOC',
        description: 'Cómo verificar a un proveedor en la oficina y en la calle.',
      },
      {
        name: 'Ordenanzas municipales',
        description: 'Ordenanzas de la Municipalidad del Cusco que afectan a los visitantes.',
        items: [
          { name: 'Ordenanza del centro histórico', type: 'PDF' },
          { name: 'Ordenanza de comercio ambulatorio', type: 'PDF' },
        ],
      },
    ],
  },
  {
    name: 'Registros exportados',
    description:
      'Exportaciones de los registros para informes y operativos. Contienen datos personales.',
    items: [
      {
        name: '2026',
        description: 'Exportaciones de este año.',
        items: [
          { name: 'Guías de turismo - enero', type: 'XLS' },
          { name: 'Guías de turismo - febrero', type: 'XLS' },
          { name: 'Guías de turismo - marzo', type: 'XLS' },
          { name: 'Agencias de viaje - primer trimestre', type: 'XLS' },
          { name: 'Hospedajes de Urubamba', type: 'XLS' },
        ],
      },
      {
        name: 'Archivados',
        description: 'Exportaciones de años anteriores, a conservar hasta su eliminación.',
        items: [
          { name: 'Guías de turismo - 2025', type: 'XLS' },
          { name: 'Agencias de viaje - 2025', type: 'XLS' },
        ],
      },
    ],
  },
  {
    name: 'Capacitaciones',
    description: 'Materiales de los talleres para el personal y los prestadores de servicios.',
    items: [
      {
        name: 'Atención al turista',
        description: 'Taller de atención y comunicación con visitantes.',
        items: [
          { name: 'Manual de atención al turista', type: 'PDF' },
          { name: 'Taller en la Municipalidad', type: 'JPG' },
          { name: 'Lista de asistentes', type: 'XLS' },
        ],
      },
      {
        name: 'Primeros auxilios',
        description: 'Mal de altura, heridas leves y cuándo llamar a la ambulancia.',
        items: [
          { name: 'Mal de altura - guía rápida', type: 'PDF' },
          { name: 'Simulacro en Sacsayhuamán', type: 'JPG' },
          { name: 'Simulacro en Sacsayhuamán 2', type: 'JPG' },
        ],
      },
      {
        name: 'Calendario de capacitaciones',
        type: 'TXT',
        description: 'Fechas y sedes de los próximos talleres.',
      },
    ],
  },
  {
    name: 'Operativos',
    description: 'Informes y fotografías de los operativos conjuntos con la Policía de Turismo.',
    items: [
      { name: 'Informe del operativo en la Plaza de Armas', type: 'DOC' },
      { name: 'Proveedores revisados', type: 'XLS' },
      { name: 'Operativo en San Blas', type: 'JPG' },
      { name: 'Operativo en el mercado de San Pedro', type: 'JPG' },
    ],
  },
  {
    name: 'Directorio de comisarías',
    type: 'PDF',
    description: 'Direcciones y teléfonos de las comisarías de la región.',
  },
  { name: 'Plan operativo anual', type: 'DOC' },
  { name: 'Logotipo Turismo Seguro', type: 'JPG' },
  { name: 'Léame', type: 'TXT', description: 'Cómo está organizada esta carpeta compartida.' },
];
