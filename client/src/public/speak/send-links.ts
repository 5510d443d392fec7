import { whatsappLink } from '../../../../shared/dial';
import { formatCoordinate } from '../location/position';
import type { SpeakMessage, SpeakPlace } from './message';

/**
 * The GSM 03.38 alphabet an SMS carries 160 to a message: its basic table, and the extension
 * table whose characters take two places. Anything else turns the whole SMS into UCS-2 (70 to a
 * message), so the body is folded into it first.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€';
const GSM = new Set([...GSM_BASIC, ...GSM_EXTENDED]);

const SINGLE_SMS = 160;
/** Each part of a split SMS loses 7 characters to the header that joins them. */
const PART_OF_SPLIT_SMS = 153;

/**
 * `text` in the GSM alphabet: Spanish keeps ñ, é and ü, which GSM has; other accents go (á → a),
 * typographic quotes and dashes become plain ones, and what has no GSM form becomes "?".
 */
export function toGsm(text: string): string {
  return [...text]
    .map((char) => {
      if (GSM.has(char)) return char;
      const plain = char
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/[‘’´`]/g, "'")
        .replace(/[“”«»]/g, '"')
        .replace(/[–—]/g, '-')
        .replace(/…/g, '...')
        .replace(/\s/g, ' ');
      return [...plain].every((part) => GSM.has(part)) ? plain : '?';
    })
    .join('');
}

/** How many SMS a GSM text is sent as (the extension table's characters count two). */
export function smsParts(gsmText: string): number {
  const length = [...gsmText].reduce((sum, char) => sum + (GSM_EXTENDED.includes(char) ? 2 : 1), 0);
  if (length <= SINGLE_SMS) return 1;
  return Math.ceil(length / PART_OF_SPLIT_SMS);
}

/** The shortest maps link for a position: an SMS has little room. */
export function shortMapsLink(position: { latitude: number; longitude: number }): string {
  return `https://maps.google.com/?q=${formatCoordinate(position.latitude)},${formatCoordinate(position.longitude)}`;
}

/** iPhones and iPads, whose Messages app reads the body after `&`; iPadOS says "Macintosh". */
export function isApplePhone(userAgent: string, touchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
}

/**
 * An `sms:` link that opens the messages app with `body` written, to `number` when given (else
 * the tourist picks one there). iOS reads the body after `&` (`sms:+51…&body=`), Android and
 * the rest after `?` (`sms:+51…?body=`).
 */
export function smsHref(
  body: string,
  { number = '', apple = false }: { number?: string; apple?: boolean } = {},
): string {
  const to = number.replace(/[^\d+]/g, '');
  return `sms:${to}${apple ? '&' : '?'}body=${encodeURIComponent(body)}`;
}

/** The device's own: whether its Messages app is Apple's. */
export function deviceIsApple(): boolean {
  return (
    typeof navigator !== 'undefined' && isApplePhone(navigator.userAgent, navigator.maxTouchPoints)
  );
}

/**
 * A WhatsApp chat with `text` written: to `dial` (a dial target, shared/dial.ts) when given, else
 * WhatsApp asks whom to send it to. Null for a short code, which has no WhatsApp.
 */
export function whatsappTextHref(text: string, dial: string | null = null): string | null {
  const chat = dial ? whatsappLink(dial) : 'https://wa.me/';
  return chat && `${chat}?text=${encodeURIComponent(text)}`;
}

/**
 * The SMS, in GSM letters so that 160 fit in one: the situation, where in the tourist's words,
 * the shortest maps link and the contact. The landmark stays out: the link says more, in less.
 */
export function smsBody(message: SpeakMessage, place: SpeakPlace): string {
  const link = place.position ? shortMapsLink(place.position) : '';
  return toGsm([message.situation, message.place, link, message.contact].filter(Boolean).join(' '));
}
