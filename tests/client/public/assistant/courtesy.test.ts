import { describe, expect, it } from 'vitest';
import { courtesyOf } from '../../../../client/src/public/assistant/courtesy';

describe('thanks and greetings', () => {
  it.each([
    ['gracias', 'THANKS'],
    ['¡Muchas gracias!', 'THANKS'],
    ['Thank you', 'THANKS'],
    ['ok', 'THANKS'],
    ['Teşekkürler', 'THANKS'],
    ['hola', 'GREETING'],
    ['Good morning!', 'GREETING'],
    ['Merhaba', 'GREETING'],
  ])('"%s" is %s', (text, courtesy) => {
    expect(courtesyOf(text)).toBe(courtesy);
  });

  it.each([
    'gracias, me robaron',
    'Hola Tours',
    'Juana Álvarez',
    'thanks for the help, where is the police',
  ])('"%s" says more than that', (text) => {
    expect(courtesyOf(text)).toBeNull();
  });
});
