// Temporary minimal version; replaced by the full shared rules.
export const isLanguageCode = (code: string) => /^[a-z]{2}$/.test(code);
