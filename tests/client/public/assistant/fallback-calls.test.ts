import { describe, expect, it } from 'vitest';
import {
  FALLBACK_CALLS,
  fallbackCallsOf,
} from '../../../../client/src/public/assistant/fallback-calls';

// What the assistant does not understand still offers the police and the ambulance. When the
// words name a body, breath, blood, pain or someone down, the ambulance must come first, whatever
// the language; otherwise neither number outranks the other.
const BODY = [
  'my chest feels weird',
  'she has blood on her face',
  'my stomach hurts so much',
  'mi amiga tiene sangre en la cabeza',
  'le duele mucho la pierna',
  'está en el suelo y no se mueve',
  'meu peito está estranho',
  'ela caiu na rua',
  'il est tombé par terre',
  'j’ai du sang sur le bras',
  'er liegt am Boden',
  'mein Kopf tut weh',
  'ho un dolore alla testa',
  'arkadaşım yerde yatıyor',
  'başım çok ağrıyor',
  '胸が痛い',
  '피가 나요',
  '头很痛',
];

const NOT_UNDERSTOOD = [
  'qwerty',
  'wo ist der Bahnhof',
  'je cherche un restaurant',
  'what time is the sunset',
  'quiero comprar un poncho',
  'onde fica o mercado',
  'マチュピチュのチケット',
];

describe('the numbers offered with the fallback answer', () => {
  it.each(BODY)('"%s" puts the ambulance first', (text) => {
    expect(fallbackCallsOf(text)).toBe('AMBULANCE_FIRST');
    expect(FALLBACK_CALLS.AMBULANCE_FIRST.slice(0, 2)).toEqual(['ambulancia', 'policia']);
  });

  it.each(NOT_UNDERSTOOD)('"%s" offers both numbers with equal weight', (text) => {
    expect(fallbackCallsOf(text)).toBe('EQUAL');
    expect([...FALLBACK_CALLS.EQUAL].sort()).toEqual(['ambulancia', 'policia']);
  });
});
