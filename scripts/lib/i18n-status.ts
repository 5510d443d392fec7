import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type PublicLanguage } from '../../shared/locales';

/** The tourists' dictionaries and, beside them, who reviewed each language. */
export const PUBLIC_I18N = 'client/public/i18n/public';
/** The seeds' texts per language (topics; numbers' names). */
const SEED_TEXTS = [
  'server/areas/assistant/seed-texts',
  'server/areas/emergency-contacts/seed-texts',
];

export interface Review {
  /** Who wrote the texts and how. */
  written: string;
  /** A native speaker's reading: when and who (a role, not a claim); null until it happens. */
  nativeReview: { date: string; by: string; scope: 'all' | 'critical' } | null;
}

export interface Reviews {
  /** Key prefixes of the texts a person in an emergency reads. */
  critical: string[];
  languages: Record<PublicLanguage, Review>;
}

export interface LanguageStatus {
  code: PublicLanguage;
  name: string;
  /** Keys of the Spanish dictionary (plural forms counted once) missing in this language. */
  missing: string[];
  /** Of those, the critical ones. */
  missingCritical: string[];
  /** Seed texts (topics, numbers) missing in this language. */
  missingSeeds: string[];
  complete: boolean;
  review: Review | undefined;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

function read(root: string, ...parts: string[]): unknown {
  return JSON.parse(readFileSync(join(root, ...parts), 'utf8'));
}

/** Every non-empty text's key, plural forms folded into one ("count_one", "count_other" → "count"). */
function keysOf(value: unknown, prefix = ''): Set<string> {
  const keys = new Set<string>();
  // A list (a topic's phrases) is one text: present when it holds something.
  if (typeof value === 'string' || Array.isArray(value)) {
    if (value.length > 0) keys.add(prefix.replace(PLURAL, ''));
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      for (const found of keysOf(inner, prefix ? `${prefix}.${key}` : key)) keys.add(found);
    }
  }
  return keys;
}

/** What each language of the tourists' side has, lacks, and who reviewed it. */
export function i18nStatus(root = process.cwd()): LanguageStatus[] {
  const reviews = read(root, PUBLIC_I18N, 'reviews.json') as Reviews;
  const spanish = keysOf(read(root, PUBLIC_I18N, 'es.json'));
  const seedSpanish = SEED_TEXTS.map((folder) => keysOf(read(root, folder, 'es.json')));
  return LOCALES.map(({ code, name, complete }) => {
    const own = safeKeys(root, PUBLIC_I18N, `${code}.json`);
    const missing = [...spanish].filter((key) => !own.has(key));
    const missingSeeds = SEED_TEXTS.flatMap((folder, index) => {
      const seeded = safeKeys(root, folder, `${code}.json`);
      return [...(seedSpanish[index] ?? [])]
        .filter((key) => !seeded.has(key))
        .map((key) => `${folder}: ${key}`);
    });
    return {
      code,
      name,
      missing,
      missingCritical: missing.filter((key) =>
        reviews.critical.some((prefix) => key === prefix || key.startsWith(`${prefix}.`)),
      ),
      missingSeeds,
      complete,
      review: reviews.languages[code],
    };
  });
}

function safeKeys(root: string, ...parts: string[]): Set<string> {
  try {
    return keysOf(read(root, ...parts));
  } catch {
    return new Set();
  }
}

/** The table `npm run i18n:status` prints. */
export function statusTable(statuses: LanguageStatus[]): string {
  const rows = statuses.map((status) => [
    status.code,
    status.name,
    String(status.missing.length),
    String(status.missingCritical.length),
    String(status.missingSeeds.length),
    status.review?.nativeReview
      ? `${status.review.nativeReview.date} (${status.review.nativeReview.scope}, ${status.review.nativeReview.by})`
      : 'not yet',
    status.review?.written ?? 'not recorded',
  ]);
  const header = [
    'lang',
    'name',
    'missing',
    'critical missing',
    'seeds missing',
    'native review',
    'written',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => width(row[column] ?? ''))),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell + ' '.repeat(Math.max(0, (widths[column] ?? 0) - width(cell))))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** Columns a text takes in a terminal: Chinese, Japanese and Korean characters take two. */
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;
function width(text: string): number {
  return [...text].reduce((sum, char) => sum + (WIDE.test(char) ? 2 : 1), 0);
}
