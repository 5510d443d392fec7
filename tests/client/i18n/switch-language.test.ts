import i18next, { type BackendModule } from 'i18next';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../client/src/i18n/switchLanguage';

/** i18next over a backend whose answers the test decides, one per request. */
async function withBackend(answers: Record<string, (() => object | Error)[]>) {
  const asked: string[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, _namespace, callback) {
      asked.push(language);
      const answer = answers[language]?.shift()?.();
      if (!answer || answer instanceof Error) callback(answer ?? new Error('no answer'), false);
      else callback(null, answer);
    },
  };
  const i18n = i18next.createInstance();
  await i18n.use(backend).init({
    lng: 'es',
    fallbackLng: 'es',
    supportedLngs: ['es', 'en', 'tr'],
    ns: ['translation'],
  });
  return { i18n, asked };
}

const ES = { hello: 'Hola' };
const EN = { hello: 'Hello' };

describe('switching the staff language', () => {
  it('switches once the dictionary is loaded', async () => {
    const { i18n } = await withBackend({ es: [() => ES], en: [() => EN] });
    expect(await switchLanguage(i18n, 'en')).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('hello')).toBe('Hello');
  });

  it('stays in the language it was when the dictionary cannot be loaded, and says so', async () => {
    const { i18n } = await withBackend({ es: [() => ES], en: [() => new Error('offline')] });
    expect(await switchLanguage(i18n, 'en')).toBe(false);
    expect(i18n.language).toBe('es');
    expect(i18n.t('hello')).toBe('Hola');
  });

  it('asks again for a dictionary that failed before, and then switches', async () => {
    const { i18n, asked } = await withBackend({
      es: [() => ES],
      en: [() => new Error('offline'), () => EN],
    });
    expect(await switchLanguage(i18n, 'en')).toBe(false);
    expect(await switchLanguage(i18n, 'en')).toBe(true);
    expect(asked.filter((language) => language === 'en')).toHaveLength(2);
    expect(i18n.language).toBe('en');
    expect(i18n.t('hello')).toBe('Hello');
  });

  it('does not ask again for a dictionary it has', async () => {
    const { i18n, asked } = await withBackend({ es: [() => ES], en: [() => EN] });
    await switchLanguage(i18n, 'en');
    await switchLanguage(i18n, 'es');
    await switchLanguage(i18n, 'en');
    expect(asked).toEqual(['es', 'en']);
  });
});
