import cookieParser from 'cookie-parser';
import type { Request, Response } from 'express';
import { localeOf } from '../../shared/locales';
import { escapeHtml } from '../highlight';
import { notFoundWords } from '../i18n';
import { requestLanguage } from './language';

const cookies = cookieParser();

/**
 * 404 for an address nobody serves: a small page in the visitor's language with a link to the
 * emergency page (someone who typed a wrong address may still need help), or plain text for a
 * program. Never the staff application's HTML, which would answer 200 for `/.env` or
 * `/metrics` and mislead a balancer or a scanner.
 */
export function notFound(req: Request, res: Response) {
  cookies(req, res, () => {
    res.status(404).setHeader('Cache-Control', 'no-cache');
    if (req.accepts(['text/plain', 'html']) !== 'html') {
      res.type('text/plain').send('Not found');
      return;
    }
    const { lang } = requestLanguage(req);
    const words = notFoundWords(lang);
    res.vary('Accept-Language').vary('Cookie');
    res.type('html').send(notFoundPage(lang, words));
  });
}

function notFoundPage(
  lang: Parameters<typeof localeOf>[0],
  words: ReturnType<typeof notFoundWords>,
) {
  return `<!doctype html>
<html lang="${lang}" dir="${localeOf(lang).dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(words.title)} · Turismo Seguro Cusco</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:#f1f5f9;display:grid;min-height:100vh;place-items:center}
main{max-width:32rem;padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 .75rem}
a{display:inline-block;margin-top:1rem;padding:.75rem 1rem;border-radius:.5rem;background:#b91c1c;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #0f172a;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(words.title)}</h1>
<p>${escapeHtml(words.text)}</p>
<a href="/?lang=${lang}">${escapeHtml(words.link)}</a>
</main>
</body>
</html>
`;
}
