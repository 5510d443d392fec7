import { describe, expect, it } from 'vitest';
import { createMatcher } from '../../../../client/src/public/assistant/match';
import { readMessage } from '../../../../client/src/public/assistant/read';
import { seedAssistantTopics } from '../../../../server/areas/assistant/seed';

const match = createMatcher(seedAssistantTopics('2026-01-01T00:00:00.000Z'));
const read = (text: string, page: 'es' | 'en' | 'tr' = 'es') => readMessage(text, match, page);

describe('reading what a visitor typed', () => {
  it.each([
    ['report', 'en'],
    ['I want to report something', 'en'],
    ['denuncia', 'es'],
    ['quiero poner una denuncia', 'es'],
    ['şikayette bulunmak istiyorum', 'tr'],
  ] as const)('"%s" asks to report: the answer leads to the report form', (text, page) => {
    expect(read(text, page)).toMatchObject({ report: true, urgency: null });
  });

  it.each([
    ['denuncia de robo', 'THEFT'],
    ['I want to report a scam', 'SCAM'],
    ['report a stolen wallet', 'THEFT'],
  ] as const)(
    '"%s" names what happened: its topic answers (and leads to the report)',
    (text, topic) => {
      expect(read(text)).toMatchObject({ topic, report: false });
    },
  );

  it.each([
    ['someone is following me', 'en'],
    ['me están siguiendo', 'es'],
  ] as const)('"%s" is urgent, the police first', (text, page) => {
    expect(read(text, page)).toMatchObject({ urgency: 'FOLLOWED' });
  });

  it('reads an unclear message about a body with the ambulance first', () => {
    expect(read('meu peito está estranho', 'en')).toMatchObject({
      topic: 'FALLBACK',
      urgency: null,
      calls: 'AMBULANCE_FIRST',
    });
    expect(read('wo ist der Bahnhof', 'en')).toMatchObject({ topic: 'FALLBACK', calls: 'EQUAL' });
  });

  it('answers a message clearly in another offered language in that language', () => {
    expect(read('help', 'es')).toMatchObject({ urgency: 'HELP', lang: 'en' });
    expect(read('ayuda', 'es').lang).toBeUndefined();
    expect(read('yardım', 'en')).toMatchObject({ urgency: 'HELP', lang: 'tr' });
  });
});
