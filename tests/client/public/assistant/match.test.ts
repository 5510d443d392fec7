import { describe, expect, it } from 'vitest';
import { createMatcher, identifierIn } from '../../../../client/src/public/assistant/match';
import type { TopicId } from '../../../../client/src/public/assistant/topics';
import { seedAssistantTopics } from '../../../../server/areas/assistant/seed';
import { foldToWords } from '../../../../shared/fold-text';

const match = createMatcher(seedAssistantTopics('2026-01-01T00:00:00.000Z'));

// What visitors type, as they type it (typos, no accents, Turkish without its letters), and the
// topic the seeded phrases must lead to.
const TABLE: [text: string, topic: TopicId][] = [
  // Spanish
  ['me robaron', 'THEFT'],
  ['Me robaron la billetera en el mercado', 'THEFT'],
  ['me robaron el celular que hago', 'THEFT'],
  ['un ladron se llevo mi mochila', 'THEFT'],
  ['me asaltaron anoche', 'THEFT'],
  ['me robarn', 'THEFT'],
  ['perdí mi pasaporte', 'LOST_DOCUMENTS'],
  ['perdi mi pasaport', 'LOST_DOCUMENTS'],
  ['no encuentro mis documentos', 'LOST_DOCUMENTS'],
  ['donde esta el consulado', 'LOST_DOCUMENTS'],
  ['tengo soroche', 'HEALTH'],
  ['me duele la cabeza por la altura', 'HEALTH'],
  ['estoy mareado y con nauseas', 'HEALTH'],
  ['necesito un medico', 'HEALTH'],
  ['¡EMERGENCIA!', 'EMERGENCY'],
  ['auxilio me estan siguiendo', 'EMERGENCY'],
  ['hubo un accidente', 'EMERGENCY'],
  ['creo que me estafaron con un tour', 'SCAM'],
  ['el taxista me cobro de mas', 'SCAM'],
  ['me dieron un billete falso', 'SCAM'],
  ['como se si un guia es registrado', 'VERIFY'],
  ['quiero verificar una agencia', 'VERIFY'],
  ['donde esta la comisaria mas cercana', 'NEAREST_POLICE'],
  ['policia de turismo', 'NEAREST_POLICE'],
  // English
  ['I was robbed', 'THEFT'],
  ['someone stole my wallet', 'THEFT'],
  ['my phone was stolen', 'THEFT'],
  ['pickpoket on the bus', 'THEFT'],
  ['I lost my passport', 'LOST_DOCUMENTS'],
  // A lost phone is answered with how to block the line, not with embassies.
  ['lost my phone', 'THEFT'],
  ['I think I lost my phone in the taxi', 'THEFT'],
  ['perdí mi celular', 'THEFT'],
  ['telefonumu kaybettim', 'THEFT'],
  ['where is the embassy', 'LOST_DOCUMENTS'],
  ['altitude sickness', 'HEALTH'],
  ['I have a bad headache', 'HEALTH'],
  ['i feel dizzy', 'HEALTH'],
  ['emergancy', 'EMERGENCY'],
  ['help me please', 'EMERGENCY'],
  ['is this a scam?', 'SCAM'],
  ['the taxi driver overcharged me', 'SCAM'],
  ['is this guide registered', 'VERIFY'],
  ['how do I check the agency is legit', 'VERIFY'],
  ['where is the nearest police station', 'NEAREST_POLICE'],
  // Turkish, with and without its letters
  ['soyuldum', 'THEFT'],
  ['cüzdanım çalındı', 'THEFT'],
  ['cuzdanim calindi', 'THEFT'],
  ['telefonumu caldilar', 'THEFT'],
  ['pasaportumu kaybettim', 'LOST_DOCUMENTS'],
  ['PASAPORTUMU KAYBETTİM', 'LOST_DOCUMENTS'],
  ['başım ağrıyor', 'HEALTH'],
  ['basim donuyor', 'HEALTH'],
  ['irtifa hastaligi', 'HEALTH'],
  ['acil yardım', 'EMERGENCY'],
  ['imdat', 'EMERGENCY'],
  ['dolandırıldım', 'SCAM'],
  ['dolandirildim', 'SCAM'],
  ['bu rehber kayitli mi', 'VERIFY'],
  ['en yakın karakol nerede', 'NEAREST_POLICE'],
  ['turizm polisi', 'NEAREST_POLICE'],
  // Nothing close
  ['hola', 'FALLBACK'],
  ['what is the weather like', 'FALLBACK'],
  ['merhaba', 'FALLBACK'],
  ['', 'FALLBACK'],
  ['?!', 'FALLBACK'],
];

describe('the assistant understands what visitors type', () => {
  it.each(TABLE)('%j → %s', (text, topic) => {
    expect(match(text).topic).toBe(topic);
  });

  it('covers at least 40 phrasings across the three languages', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it('answers the same every time', () => {
    for (const [text] of TABLE) expect(match(text)).toEqual(match(text));
  });
});

describe('identifiers go straight to verification', () => {
  it.each([
    ['20123456789', '20123456789'],
    ['el RUC es 10456789012, ¿es formal?', '10456789012'],
    ['GOT-2024-0001', 'GOT-2024-0001'],
    ['carne got-2023-0002 please', 'GOT-2023-0002'],
    ['is CUS-AV-2024-0007 real?', 'CUS-AV-2024-0007'],
  ])('%j → VERIFY %s', (text, query) => {
    expect(match(text)).toEqual({ topic: 'VERIFY', query });
  });

  it('leaves phone numbers and short numbers alone', () => {
    expect(identifierIn('llamé al 105')).toBeNull();
    expect(identifierIn('984 123 456')).toBeNull();
    expect(identifierIn('123456789012')).toBeNull();
  });
});

describe('folding', () => {
  it('ignores case, accents and the Turkish letters', () => {
    expect(foldToWords('¿Dónde está la POLICÍA?')).toBe('donde esta la policia');
    expect(foldToWords('KAYBETTİM ışık şoför ğ')).toBe('kaybettim isik sofor g');
    expect(foldToWords('Çalındı, Ümit!')).toBe('calindi umit');
  });
});
