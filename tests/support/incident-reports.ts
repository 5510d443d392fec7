import { randomUUID } from 'node:crypto';

/** A tourist's report as the public page would send it (REST body or GraphQL input). */
export function theftReport(overrides: Record<string, unknown> = {}) {
  return {
    deviceKey: randomUUID(),
    type: 'THEFT',
    occurredAt: '2026-11-20T15:30:00.000-05:00',
    place: {
      position: { latitude: -13.51664, longitude: -71.97872, accuracy: 25 },
      description: 'Plaza de Armas, near the cathedral',
    },
    items: [
      { description: 'iPhone 14, black case', value: 900, currency: 'usd' },
      { description: 'Passport', value: null, currency: null },
    ],
    account: 'Someone took my phone from my backpack while I was taking pictures.',
    reporter: {
      name: 'Emma Johnson',
      nationality: 'United States',
      document: 'P123456789',
      email: 'emma.johnson@example.com',
      phone: '+1 415 555 0100',
      whatsapp: null,
    },
    language: 'en',
    ...overrides,
  };
}

/** Every personal value of `theftReport()`, which no public answer may hold. */
export const PERSONAL_VALUES = [
  'Emma Johnson',
  'United States',
  'P123456789',
  'emma.johnson@example.com',
  '+1 415 555 0100',
  'Someone took my phone',
];
