import { beforeAll, describe, expect, it } from 'vitest';
import { SPEAK_NAMESPACE } from '../../../../client/src/public/i18n/i18n';
import { wordsIn } from '../../../../client/src/public/i18n/words';
import {
  composeMessage,
  FIRST_CHOICES,
  type SpeakPlace,
} from '../../../../client/src/public/speak/message';
import {
  isApplePhone,
  smsBody,
  smsHref,
  smsParts,
  toGsm,
  whatsappTextHref,
} from '../../../../client/src/public/speak/send-links';
import { addDictionaries } from '../fixtures';

beforeAll(() => addDictionaries('es'));

const IPHONE_17 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPADOS =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('an SMS of the Spanish text', () => {
  it('keeps the letters GSM has (ñ, é, ü, ¿) and folds the others, so 160 fit in one', () => {
    expect(toGsm('Me robaron — “¿dónde está?” año, pingüino, café… 🚨')).toBe(
      'Me robaron - "¿donde esta?" año, pingüino, café... ?',
    );
  });

  it('counts the parts a long text is split into, the extension table counting twice', () => {
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('a'.repeat(306))).toBe(2);
    expect(smsParts('a'.repeat(307))).toBe(3);
    expect(smsParts(`${'a'.repeat(159)}€`)).toBe(2);
  });

  it('fits a robbery with the position in one SMS: the map link, not the landmark', () => {
    const place: SpeakPlace = {
      position: { latitude: -13.51664, longitude: -71.97872 },
      landmark: { name: 'Comisaría PNP de Turismo Cusco', metres: 320 },
    };
    const words = wordsIn('es', SPEAK_NAMESPACE, 'sentence');
    const message = composeMessage(
      words,
      'es',
      'ja',
      { ...FIRST_CHOICES, what: 'ROBBED', hurt: false },
      place,
    );
    const body = smsBody(message, place);
    expect(body).toBe(
      'Soy turista y hablo japonés; no hablo español. Me robaron. No tengo heridas. https://maps.google.com/?q=-13.51664,-71.97872',
    );
    expect(smsParts(body)).toBe(1);
  });

  it('writes the body after & on an iPhone or iPad, after ? elsewhere', () => {
    expect(isApplePhone(IPHONE_17)).toBe(true);
    expect(isApplePhone(IPADOS, 5)).toBe(true);
    expect(isApplePhone(IPADOS, 0)).toBe(false);
    expect(isApplePhone(ANDROID_CHROME)).toBe(false);
    expect(isApplePhone(DESKTOP_CHROME)).toBe(false);
    expect(smsHref('Me robaron & más', { number: '+51 987 654 321', apple: true })).toBe(
      'sms:+51987654321&body=Me%20robaron%20%26%20m%C3%A1s',
    );
    expect(smsHref('Me robaron', { number: '+51 987 654 321' })).toBe(
      'sms:+51987654321?body=Me%20robaron',
    );
    expect(smsHref('Me robaron', { apple: true })).toBe('sms:&body=Me%20robaron');
    expect(smsHref('Me robaron')).toBe('sms:?body=Me%20robaron');
  });
});

describe('a WhatsApp message of the Spanish text', () => {
  it('goes to the number’s digits, without +, or lets WhatsApp ask to whom', () => {
    expect(whatsappTextHref('Me robaron.', '+51980122335')).toBe(
      'https://wa.me/51980122335?text=Me%20robaron.',
    );
    expect(whatsappTextHref('Me robaron.')).toBe('https://wa.me/?text=Me%20robaron.');
  });

  it('has no link for a short code, which no WhatsApp account can have', () => {
    expect(whatsappTextHref('Me robaron.', '105')).toBeNull();
  });
});
