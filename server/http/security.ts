import helmet from 'helmet';

type Directives = Record<string, string[]>;

/** The policy of every page: scripts only from this origin, no plugins, no framing. */
export const BASE_DIRECTIVES: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  objectSrc: ["'none'"],
  // antd and the playground inject <style> elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Vite's dev server injects an inline script (React Refresh's preamble); dev only, never built.
 */
export const DEV_DIRECTIVES: Directives = {
  ...BASE_DIRECTIVES,
  scriptSrc: ["'self'", "'unsafe-inline'"],
};

/** Security headers (helmet): CSP, HSTS, nosniff, referrer policy and the rest of its defaults. */
export function securityHeaders(directives: Directives = BASE_DIRECTIVES) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // The tourists' page may be opened from a link in another site or app.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
