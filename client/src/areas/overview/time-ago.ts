const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago an instant was, in the language's words: "hace 5 minutos", "3 hours ago",
 * "yesterday", "4 gün önce". Minutes within the hour, hours within two days, then days: a
 * report waiting since the day before yesterday reads in days. Null within the first minute,
 * which Intl calls "this minute" and people call "just now".
 */
export function timeAgo(at: string, language: string, now = Date.now()): string | null {
  const elapsed = Math.max(0, now - Date.parse(at));
  if (elapsed < MINUTE) return null;
  const words = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (elapsed < HOUR) return words.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < 2 * DAY) return words.format(-Math.floor(elapsed / HOUR), 'hour');
  return words.format(-Math.floor(elapsed / DAY), 'day');
}
