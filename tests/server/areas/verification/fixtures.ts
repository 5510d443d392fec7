import type { GuideRecord } from '../../../../server/areas/guides/model';
import type { LodgingRecord } from '../../../../server/areas/lodgings/model';
import type { TravelAgencyRecord } from '../../../../server/areas/travel-agencies/model';
import { buildSeed } from '../../../../server/data';
import type { Data } from '../../../../server/store/types';

const STAMP = '2026-01-01T00:00:00.000Z';

/** Private values no public answer may contain, whatever the query. */
export const PRIVATE = {
  dni: '41526374',
  guidePhone: '987 111 222',
  guideEmail: 'rosa.quispe.private@example.com',
  agencyPhone: '984 333 444',
  agencyEmail: 'gerencia.privada@example.com',
  lodgingPhone: '974 555 666',
  lodgingEmail: 'dueno.privado@example.com',
};
export const PRIVATE_FIELD_NAMES = [
  'documentNumber',
  'documentType',
  'phone',
  'email',
  'website',
  'association',
  'photo',
  'specialties',
];

export function guide(overrides: Partial<GuideRecord>): GuideRecord {
  return {
    id: 'g-rosa',
    firstNames: 'Rosa Elena',
    lastNames: 'Quispe Huamán',
    documentType: 'DNI',
    documentNumber: PRIVATE.dni,
    licenseNumber: 'GOT-2025-0420',
    languages: ['es', 'en', 'qu'],
    specialties: ['Arqueología'],
    phone: PRIVATE.guidePhone,
    email: PRIVATE.guideEmail,
    licenseIssuedOn: '2025-01-01',
    licenseExpiresOn: '2099-12-31',
    status: 'VIGENTE',
    association: 'Asociación privada',
    photo: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function agency(overrides: Partial<TravelAgencyRecord>): TravelAgencyRecord {
  return {
    id: 'a-condor',
    businessName: 'CÓNDOR ANDINO S.A.C.',
    tradeName: 'Cóndor Andino Travel',
    ruc: '20600000001',
    classification: 'MINORISTA',
    address: 'Calle Plateros 345',
    district: 'Cusco',
    province: 'Cusco',
    phone: PRIVATE.agencyPhone,
    email: PRIVATE.agencyEmail,
    website: 'https://private.example.com',
    certificateNumber: 'CUS-AV-2025-0099',
    registeredOn: '2025-01-01',
    expiresOn: '2099-12-31',
    status: 'VIGENTE',
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function lodging(overrides: Partial<LodgingRecord>): LodgingRecord {
  return {
    id: 'l-inti',
    tradeName: 'Hostal Inti Wasi',
    businessName: 'INTI WASI E.I.R.L.',
    ruc: '20500000002',
    certificateNumber: 'CUS-EH-2024-0007',
    lodgingClass: 'HOSTAL',
    category: 'DOS_ESTRELLAS',
    address: 'Av. Sol 100',
    district: 'Wanchaq',
    province: 'Cusco',
    phone: PRIVATE.lodgingPhone,
    email: PRIVATE.lodgingEmail,
    rooms: 10,
    beds: 20,
    status: 'ACTIVO',
    latitude: null,
    longitude: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

/** The seed with small, known registries instead of the generated ones. */
export function verificationData(): Data {
  const data = buildSeed();
  data.guides = [
    guide({}),
    guide({
      id: 'g-expired',
      firstNames: 'José',
      lastNames: 'Mamani Ccori',
      documentNumber: '40000001',
      licenseNumber: 'GOT-2019-0007',
      licenseExpiresOn: '2020-01-31',
    }),
    guide({
      id: 'g-suspended',
      firstNames: 'Ñusta',
      lastNames: 'Huillca Pérez',
      documentNumber: '40000002',
      licenseNumber: 'GOT-2024-0100',
      status: 'SUSPENDIDO',
    }),
  ];
  data.travelAgencies = [
    agency({}),
    agency({
      id: 'a-expired',
      businessName: 'VIAJES PASADOS S.R.L.',
      tradeName: 'Viajes Pasados',
      ruc: '20600000003',
      certificateNumber: 'CUS-AV-2018-0001',
      expiresOn: '2021-06-30',
    }),
  ];
  data.lodgings = [
    lodging({}),
    lodging({
      id: 'l-closed',
      tradeName: 'Hotel Cerrado del Valle',
      businessName: 'VALLE CERRADO S.A.',
      ruc: '20500000004',
      status: 'CERRADO',
    }),
    lodging({
      id: 'l-suspended',
      tradeName: 'Hostal Suspendido',
      businessName: 'SUSPENDIDO S.A.',
      ruc: '20500000005',
      status: 'SUSPENDIDO',
    }),
  ];
  return data;
}
