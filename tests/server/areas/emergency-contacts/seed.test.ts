import { describe, expect, it } from 'vitest';
import { seedEmergencyContacts } from '../../../../server/areas/emergency-contacts/seed';
import { dialTarget } from '../../../../shared/dial';

const NOW = '2026-05-10T15:00:00.000Z';

describe('seedEmergencyContacts', () => {
  const contacts = seedEmergencyContacts(NOW);

  it('seeds the round-the-clock lines for tourists instead of the example number', () => {
    expect(contacts.map(({ id, phone, dial }) => [id, phone, dial])).toEqual([
      ['policia', '105', '105'],
      ['policia-turismo', '980 122 335', '+51980122335'],
      ['ambulancia', '106', '106'],
      ['bomberos-cusco', '084 240313', '+5184240313'],
      ['samue-cusco', '084 216464', '+5184216464'],
      ['hospital-regional-cusco', '084 231131', '+5184231131'],
      ['iperu', '944 492 314', '+51944492314'],
      ['bomberos-nacional', '116', '116'],
    ]);
    expect(JSON.stringify(contacts)).not.toContain('123456');
  });

  it('names iPerú and the Tourist Police line in each language', () => {
    const names = Object.fromEntries(contacts.map((contact) => [contact.id, contact.names]));
    expect(names.iperu?.es).toMatch(/^iPerú/);
    expect(names.iperu?.en).toMatch(/^iPerú/);
    expect(names['policia-turismo']?.es).toMatch(/^Policía de Turismo/);
    expect(names['policia-turismo']?.en).toMatch(/^Tourist Police/);
    expect(names['policia-turismo']?.tr).toMatch(/^Turizm Polisi/);
  });

  it('gives each number its kind, and WhatsApp to the two lines that answer there', () => {
    expect(contacts.map(({ id, kind, whatsapp }) => [id, kind, whatsapp])).toEqual([
      ['policia', 'POLICE', false],
      ['policia-turismo', 'POLICE', true],
      ['ambulancia', 'MEDICAL', false],
      ['bomberos-cusco', 'FIRE', false],
      ['samue-cusco', 'MEDICAL', false],
      ['hospital-regional-cusco', 'MEDICAL', false],
      ['iperu', 'TOURIST_HELP', true],
      ['bomberos-nacional', 'FIRE', false],
    ]);
  });

  it('stores what the server would derive: each dial from its phone, positions 1..n, visible', () => {
    for (const [index, contact] of contacts.entries()) {
      expect(contact.dial).toBe(dialTarget(contact.phone));
      expect(contact).toMatchObject({ position: index + 1, hidden: false, updatedAt: NOW });
      for (const name of Object.values(contact.names)) expect(name.length).toBeLessThanOrEqual(60);
    }
  });
});
