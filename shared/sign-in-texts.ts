/**
 * The texts of the staff dictionary the sign-in page shows (the other sign-in pages too), by
 * dotted path: what a phone fetches before the form can be used, a fifth of the whole
 * dictionary. The whole one follows with the application, while the person types.
 */
export const SIGN_IN_TEXTS = [
  'auth',
  'common',
  'shell.language',
  'shell.loading',
  'shell.toolbar.languageFailed',
] as const;

/** The query that asks `/i18n/<lang>.json` for those texts alone. */
export const SIGN_IN_PART = 'sign-in';

type Texts = { [key: string]: string | Texts };

/** The texts of `dictionary` at `paths`, in the dictionary's own shape. */
export function pickTexts(dictionary: Texts, paths: readonly string[]): Texts {
  const picked: Texts = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: string | Texts | undefined = dictionary;
    for (const key of keys) from = typeof from === 'object' ? from[key] : undefined;
    if (from === undefined) continue;
    let into = picked;
    for (const key of keys.slice(0, -1)) {
      const next = into[key];
      if (typeof next === 'object') {
        into = next;
      } else {
        const made: Texts = {};
        into[key] = made;
        into = made;
      }
    }
    into[keys.at(-1) as string] = from;
  }
  return picked;
}
