import type { FollowUp, Receipt, ReportInput } from '../../../../client/src/public/incidents/types';
import { seededOffices } from '../fixtures';

export function aReport(overrides: Partial<ReportInput> = {}): ReportInput {
  return {
    deviceKey: '0b8f4a52-6f0e-4c4e-9a53-6f2d1f3c9a10',
    type: 'THEFT',
    occurredAt: '2026-03-01T14:30:00.000Z',
    place: { position: null, province: 'Cusco', district: 'Cusco', description: 'Plaza de Armas' },
    items: [{ description: 'Phone', value: 300, currency: 'USD' }],
    account: 'My phone was taken from my backpack.',
    reporter: {
      name: 'Jane Doe',
      nationality: 'Canada',
      document: null,
      email: 'jane@example.com',
      phone: null,
      whatsapp: null,
    },
    language: 'en',
    ...overrides,
  };
}

export function anOffice() {
  const office = seededOffices().find((one) => one.province === 'Cusco');
  if (!office) throw new Error('the seed has no office in Cusco');
  return office;
}

export function aReceipt(): Receipt {
  return {
    code: 'CUS-2026-000123',
    followToken: 'tok_abcdefghijklmnopqrstuvwxyz0123456789',
    status: 'RECIBIDO',
    office: anOffice(),
    createdAt: '2026-03-01T15:00:00.000Z',
  };
}

export function aFollowUp(overrides: Partial<FollowUp> = {}): FollowUp {
  return {
    code: 'CUS-2026-000123',
    type: 'THEFT',
    status: 'EN_ATENCION',
    occurredAt: '2026-03-01T14:30:00.000Z',
    createdAt: '2026-03-01T15:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    language: 'en',
    office: anOffice(),
    updates: [
      { at: '2026-03-01T15:00:00.000Z', status: 'RECIBIDO', note: null },
      {
        at: '2026-03-02T09:00:00.000Z',
        status: 'EN_ATENCION',
        note: 'Come to the office with your passport.',
      },
    ],
    ...overrides,
  };
}
