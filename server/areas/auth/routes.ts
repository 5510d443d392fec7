import type { Request, Response } from 'express';
import { TokenExpiredError, UnauthenticatedError, UnsupportedMediaTypeError } from '../../errors';
import { bodyField, bodyStrings } from '../../http/body';
import { gql, type RouteGroup } from '../../http/route-table';
import { toUserView } from '../users/view';
import { forgotPassword, resetPassword } from './password-reset';
import {
  type AuthResult,
  resumeSession,
  signIn,
  signInWithToken,
  signOut,
  signUp,
} from './service';

/**
 * The auth paths of the REST adapter. The template's documented ones keep their quirks: a wrong
 * sign-in or unlock answers 404 `false`, an invalid token to sign-in-with-token 401
 * `{ error: "Invalid token" }`. `login`, `refresh` and `sign-out` are the real server's.
 */
export const authRoutes: RouteGroup = {
  title: 'Sign-in and session',
  routes: [
    {
      method: 'POST',
      path: '/auth/sign-in',
      summary: "Signs in (the template's path); a wrong login or password answers 404 `false`.",
      auth: 'public',
      body: '`{ email, password }` (the email or the username in `email`)',
      response: gql('AuthPayload', 'the refresh token is also set as an HttpOnly cookie'),
      graphql: 'Mutation.signIn',
      handler: async (req, res) => {
        const { email, password } = bodyStrings(req, ['email', 'password']);
        await wrongCredentialsAs404(res, () => signIn(req.ctx, { login: email, password }));
      },
    },
    {
      method: 'POST',
      path: '/auth/unlock-session',
      summary: 'Signs in again on the lock screen; 404 `false` like sign-in.',
      auth: 'public',
      body: '`{ email, password }`',
      response: gql('AuthPayload', 'the refresh token is also set as an HttpOnly cookie'),
      graphql: 'Mutation.unlockSession',
      handler: async (req, res) => {
        const { email, password } = bodyStrings(req, ['email', 'password']);
        await wrongCredentialsAs404(res, () =>
          signIn(req.ctx, { login: email, password }, 'unlock-session'),
        );
      },
    },
    {
      method: 'POST',
      path: '/auth/sign-in-with-token',
      summary:
        'Checks an access token and answers its user with it; 401 `{ error: "Invalid token" }` otherwise. Never a refresh token: the session is not renewed.',
      auth: 'public',
      body: '`{ accessToken }`',
      response: gql(
        'AuthPayload',
        '`accessToken` is the one given and `expiresIn` what is left of it; no refresh token, in the body or as a cookie',
      ),
      handler: async (req, res) => {
        const { accessToken } = bodyStrings(req, ['accessToken']);
        try {
          res.json(session(await signInWithToken(req.ctx, accessToken)));
        } catch (error) {
          if (!(error instanceof UnauthenticatedError || error instanceof TokenExpiredError)) {
            throw error;
          }
          res.status(401).json({ error: 'Invalid token' });
        }
      },
    },
    {
      method: 'POST',
      path: '/auth/login',
      summary: 'Signs in with the email or the username (401 on a wrong password).',
      auth: 'public',
      body: '`{ login, password }` (`email` or `username` in place of `login` work too)',
      response: gql('AuthPayload', 'the refresh token is also set as an HttpOnly cookie'),
      graphql: 'Mutation.signIn',
      handler: async (req, res) => {
        const { login, email, username, password } = bodyStrings(
          req,
          ['password'],
          ['login', 'email', 'username'],
        );
        const result = await signIn(req.ctx, { login: login ?? email ?? username ?? '', password });
        res.json(session(result));
      },
    },
    {
      method: 'POST',
      path: '/auth/refresh',
      summary:
        "Trades a refresh token (the body's, else the cookie's) for a new pair; each works once. With no token at all (no body token, no cookie: nobody is signed in in this browser) 204 and no body.",
      auth: 'public',
      body: 'JSON `{ refreshToken? }` (`{}` to use the HttpOnly cookie)',
      response: gql(
        'AuthPayload',
        'the new refresh token is set as an HttpOnly cookie, and is in the body only when the old one came in the body',
      ),
      graphql: 'Mutation.refreshToken',
      handler: async (req, res) => {
        requireJson(req);
        const { refreshToken } = bodyStrings(req, [], ['refreshToken']);
        const resumed = await resumeSession(req.ctx, refreshToken);
        if (resumed) res.json(session(resumed));
        else res.status(204).end();
      },
    },
    {
      method: 'POST',
      path: '/auth/sign-out',
      summary:
        "Ends the session of the refresh token (the body's, else the cookie's) and clears the cookie.",
      auth: 'public',
      body: 'JSON `{ refreshToken? }` (`{}` to use the HttpOnly cookie)',
      graphql: 'Mutation.signOut',
      handler: async (req, res) => {
        requireJson(req);
        const { refreshToken } = bodyStrings(req, [], ['refreshToken']);
        res.json(await signOut(req.ctx, refreshToken));
      },
    },
    {
      method: 'POST',
      path: '/auth/sign-up',
      summary:
        'Asks for an account, created inactive until an ADMINISTRADOR activates it; always `true` once valid. At most SIGN_UP_MAX_PER_IP per address (429).',
      auth: 'public',
      body: gql(
        'SignUpInput',
        "the template's `{ name, email, password, company, agreements }` works too: the username is then made from the email, `company` is not kept, and `agreements`, when sent, must be `true`",
      ),
      graphql: 'Mutation.signUp',
      handler: async (req, res) => {
        const input = bodyStrings(req, ['name', 'email', 'password'], ['username']);
        res.json(await signUp(req.ctx, { ...input, agreements: bodyField(req, 'agreements') }));
      },
    },
    {
      method: 'POST',
      path: '/auth/forgot-password',
      summary:
        "Mails a reset link, in the caller's language, when the email belongs to an account; always true (501 `MAIL_UNAVAILABLE` on a server that sends no mail). Throttled per address and per email (429).",
      auth: 'public',
      body: '`{ email }`',
      graphql: 'Mutation.forgotPassword',
      handler: async (req, res) => {
        const { email } = bodyStrings(req, ['email']);
        res.json(await forgotPassword(req.ctx, { email }));
      },
    },
    {
      method: 'POST',
      path: '/auth/reset-password',
      summary: 'Sets a new password with a reset token; every session of the account ends.',
      auth: 'public',
      body: '`{ token, password }`',
      graphql: 'Mutation.resetPassword',
      handler: async (req, res) => {
        const { token, password } = bodyStrings(req, ['token', 'password']);
        res.json(await resetPassword(req.ctx, { token, password }));
      },
    },
  ],
};

function session(result: AuthResult) {
  return { ...result, user: toUserView(result.user) };
}

async function wrongCredentialsAs404(res: Response, attempt: () => Promise<AuthResult>) {
  try {
    res.json(session(await attempt()));
  } catch (error) {
    if (!(error instanceof UnauthenticatedError)) throw error;
    res.status(404).json(false);
  }
}

/**
 * These two act on the cookie alone, without a Bearer token: a JSON body (`{}` at least) is
 * required so that no other page can make a browser call them without a preflight.
 */
function requireJson(req: Request) {
  if (!req.is('application/json')) throw new UnsupportedMediaTypeError();
}
