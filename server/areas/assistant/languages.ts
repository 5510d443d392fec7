/** The languages every text of a topic is written in. */
export const LANGUAGES = ['es', 'en', 'tr'] as const;
