import { describe, expect, it } from 'vitest';
import { seedEmergencyContacts } from '../../server/areas/emergency-contacts/seed';
import { dialTarget, formatDial, peruvianMobile, whatsappLink } from '../../shared/dial';

describe('dialTarget', () => {
  it.each([
    ['105', '105'],
    ['106', '106'],
    ['116', '116'],
    ['911', '911'],
    ['1818', '1818'],
    [' 105 ', '105'],
  ])('keeps the short code %j as it is', (phone, dial) => {
    expect(dialTarget(phone)).toBe(dial);
  });

  it.each([
    ['084 240313', '+5184240313'],
    ['(084) 123456', '+5184123456'],
    ['84 240313', '+5184240313'],
    ['084-216464', '+5184216464'],
    ['084.231131', '+5184231131'],
    ['01 4116800', '+5114116800'],
    ['(01) 411-6800', '+5114116800'],
    ['054 123456', '+5154123456'],
  ])('writes the landline %j in E.164', (phone, dial) => {
    expect(dialTarget(phone)).toBe(dial);
  });

  it.each([
    ['987 654 321', '+51987654321'],
    ['987654321', '+51987654321'],
    ['987-654-321', '+51987654321'],
  ])('writes the mobile %j in E.164', (phone, dial) => {
    expect(dialTarget(phone)).toBe(dial);
  });

  it.each([
    ['+51 84 240313', '+5184240313'],
    ['+51 (084) 240313', '+5184240313'],
    ['+51 987 654 321', '+51987654321'],
    ['0051 84 240313', '+5184240313'],
    ['+5114116800', '+5114116800'],
    ['+1 202 555 0100', '+12025550100'],
  ])('normalises the international %j', (phone, dial) => {
    expect(dialTarget(phone)).toBe(dial);
  });

  it.each([
    '',
    '   ',
    '10',
    '0105',
    '240313',
    '084 24031',
    '084 2403131',
    '099 240313',
    '087 654 321',
    '98765432',
    '9876543210',
    '+51 240313',
    '+51 105',
    '+1 911',
    '+0 123456789',
    '+12345678901234567',
    '084 240313 ext 2',
    'tel:105',
    'ciento cinco',
    '105#',
    '+',
  ])('refuses %j, which no phone can dial as written', (phone) => {
    expect(dialTarget(phone)).toBeNull();
  });

  it('gives exactly the seeded dial of each of the eight seeded numbers', () => {
    const seeded = seedEmergencyContacts('2026-01-01T00:00:00.000Z');
    expect(seeded).toHaveLength(8);
    for (const contact of seeded) {
      expect(dialTarget(contact.phone), contact.names.es).toBe(contact.dial);
    }
  });
});

describe('formatDial', () => {
  it.each([
    ['+5184240313', '+51 84 240 313'],
    ['+51987654321', '+51 987 654 321'],
    ['+5114116800', '+51 1 411 6800'],
    ['105', '105'],
    ['+12025550100', '+12025550100'],
  ])('writes %s as %s, for people to read', (dial, shown) => {
    expect(formatDial(dial)).toBe(shown);
  });
});

describe('whatsappLink', () => {
  it.each([
    ['+51944492314', 'https://wa.me/51944492314'],
    ['+51980122335', 'https://wa.me/51980122335'],
    ['+5184240313', 'https://wa.me/5184240313'],
    ['+12025550100', 'https://wa.me/12025550100'],
  ])('links %s to its WhatsApp chat, digits only', (dial, link) => {
    expect(whatsappLink(dial)).toBe(link);
  });

  it.each(['105', '116', '', '51944492314'])('gives no link for %j', (dial) => {
    expect(whatsappLink(dial)).toBeNull();
  });
});

describe('peruvianMobile', () => {
  it.each([
    '987 654 321',
    '987654321',
    '+51 987 654 321',
    '+51987654321',
    '0051 987 654 321',
    '(+51) 987-654-321',
  ])('writes the mobile %j in E.164', (phone) => {
    expect(peruvianMobile(phone)).toBe('+51987654321');
  });

  it.each([
    '084 240313',
    '+5184240313',
    '01 4116800',
    '105',
    '1818',
    '+1 202 555 0100',
    '87 654 321',
    '9876543210',
    '51987654321',
    'whatsapp',
    '',
  ])('is null for %j, which is no Peruvian mobile', (phone) => {
    expect(peruvianMobile(phone)).toBeNull();
  });
});
