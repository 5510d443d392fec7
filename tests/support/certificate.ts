import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * A self-signed P-256 certificate for a TLS server of a test (the balancer, a push service),
 * made with openssl in `dir`, valid a day for `altNames` (`DNS:localhost,IP:127.0.0.1`).
 */
export function selfSignedCertificate(
  dir: string,
  commonName: string,
  altNames: string,
): { cert: string; key: string } {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-nodes',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      `/CN=${commonName}`,
      '-addext',
      `subjectAltName=${altNames}`,
    ],
    { stdio: 'pipe' },
  );
  return { cert, key };
}
