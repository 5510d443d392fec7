import type { RequestHandler } from 'express';
import { isStaffLanguage } from '../../shared/locales';
import { SIGN_IN_PART } from '../../shared/sign-in-texts';
import { signInTexts } from '../i18n';

/**
 * `/i18n/<lang>.json?part=sign-in`: only the texts of the sign-in pages, what a phone fetches
 * before the form can be used. Any other request for the dictionaries goes on to the files.
 */
export const signInTextsRoute: RequestHandler = (req, res, next) => {
  const lang = /^\/([\w-]+)\.json$/.exec(req.path)?.[1];
  if (req.query.part !== SIGN_IN_PART || !isStaffLanguage(lang)) return next();
  res.setHeader('Cache-Control', 'no-cache');
  res.json(signInTexts(lang));
};
