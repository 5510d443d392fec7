import type { AlertCategory } from '../../../../shared/alerts';
import type { PublicLanguage } from '../../../../shared/locales';
import { seedTexts } from '../../../i18n';

/** The feed's own words in one language (texts/<lang>.json): the alerts' texts are staff's. */
export interface FeedWords {
  /** CAP's `event`: what kind of event, by category. */
  event: Record<AlertCategory, string>;
  /** CAP's `areaDesc` per kind of area; `{{places}}` lists the places by their Spanish names. */
  region: string;
  provinces: string;
  districts: string;
  circle: string;
  /** CAP's `senderName`: the publisher republishing what `{{source}}` said. */
  according: string;
  /** What the feed says of an alert that is over. */
  cancelled: string;
  expired: string;
  feedTitle: string;
  feedSubtitle: string;
}

const TEXTS_FOLDER = 'server/areas/alerts/feed/texts';

/** The feed's words in `lang`, each language in its file (read once per process). */
export function feedWords(lang: PublicLanguage): FeedWords {
  return seedTexts<FeedWords>(TEXTS_FOLDER)[lang];
}

/** `template` with `{{name}}` replaced by `values[name]`, as in the dictionaries. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(
    /\{\{\s*(\w+)\s*\}\}/g,
    (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : undefined) ?? whole,
  );
}
