import { type Request, type Response, Router } from 'express';
import { TokenExpiredError, UnauthenticatedError, UnsupportedMediaTypeError } from '../../errors';
import { bodyStrings } from '../../http/body';
import { toUserView } from '../users/view';
import { forgotPassword, resetPassword } from './password-reset';
import { type AuthResult, refresh, signIn, signInWithToken, signOut, signUp } from './service';

/**
 * The auth paths of the REST adapter. The template's documented ones keep their quirks: a wrong
 * sign-in or unlock answers 404 `false`, an invalid token to sign-in-with-token 401
 * `{ error: "Invalid token" }`. `login`, `refresh` and `sign-out` are the real server's.
 */
export function authRoutes(): Router {
  const router = Router();

  router.post('/auth/sign-in', async (req, res) => {
    const { email, password } = bodyStrings(req, ['email', 'password']);
    await wrongCredentialsAs404(res, () => signIn(req.ctx, { login: email, password }));
  });

  router.post('/auth/unlock-session', async (req, res) => {
    const { email, password } = bodyStrings(req, ['email', 'password']);
    await wrongCredentialsAs404(res, () =>
      signIn(req.ctx, { login: email, password }, 'unlock-session'),
    );
  });

  router.post('/auth/sign-in-with-token', async (req, res) => {
    const { accessToken } = bodyStrings(req, ['accessToken']);
    try {
      res.json(session(await signInWithToken(req.ctx, accessToken)));
    } catch (error) {
      if (!(error instanceof UnauthenticatedError || error instanceof TokenExpiredError)) {
        throw error;
      }
      res.status(401).json({ error: 'Invalid token' });
    }
  });

  router.post('/auth/login', async (req, res) => {
    const { login, email, username, password } = bodyStrings(
      req,
      ['password'],
      ['login', 'email', 'username'],
    );
    const result = await signIn(req.ctx, { login: login ?? email ?? username ?? '', password });
    res.json(session(result));
  });

  router.post('/auth/refresh', async (req, res) => {
    requireJson(req);
    const { refreshToken } = bodyStrings(req, [], ['refreshToken']);
    res.json(session(await refresh(req.ctx, refreshToken)));
  });

  router.post('/auth/sign-out', async (req, res) => {
    requireJson(req);
    const { refreshToken } = bodyStrings(req, [], ['refreshToken']);
    res.json(await signOut(req.ctx, refreshToken));
  });

  router.post('/auth/sign-up', async (req, res) => {
    const input = bodyStrings(req, ['name', 'username', 'email', 'password']);
    res.json(await signUp(req.ctx, input));
  });

  router.post('/auth/forgot-password', async (req, res) => {
    const { email } = bodyStrings(req, ['email']);
    res.json(await forgotPassword(req.ctx, { email }));
  });

  router.post('/auth/reset-password', async (req, res) => {
    const { token, password } = bodyStrings(req, ['token', 'password']);
    res.json(await resetPassword(req.ctx, { token, password }));
  });

  return router;
}

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
