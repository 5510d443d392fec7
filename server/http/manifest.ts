import type { Request, Response } from 'express';
import { HOME_LANGUAGE, isPublicLanguage, localeOf } from '../../shared/locales';
import { pageDictionary } from '../i18n';

export const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The web app manifest in the page's language (`?lang=`, which the page's link carries: browsers
 * fetch manifests without cookies), so an installed page describes itself in it.
 */
export function manifestRoute(req: Request, res: Response): void {
  const asked = req.query.lang;
  const lang = isPublicLanguage(asked) ? asked : HOME_LANGUAGE;
  const meta = pageDictionary(lang).home.meta as { description: string };
  res.setHeader('Cache-Control', 'no-cache');
  res.type('application/manifest+json').send(
    JSON.stringify({
      name: 'Turismo Seguro Cusco',
      short_name: 'Seguro Cusco',
      description: meta.description,
      lang,
      dir: localeOf(lang).dir,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f4f7f9',
      theme_color: '#0b4a6f',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    }),
  );
}
