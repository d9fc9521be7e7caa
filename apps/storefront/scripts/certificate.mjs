// A self-signed TLS certificate for https://localhost: `serve.mjs --http2`
// serves with it when no TLS_CERT/TLS_KEY is given, and `pnpm bench` makes one to serve
// the shop over HTTP/2 as a CDN would. Chromium trusts exactly this certificate, with no
// certificate error (so its HTTP cache works as on a real host), when started with
// `--ignore-certificate-errors-spki-list=<spki>`.
import { createHash, X509Certificate } from 'node:crypto';
import { generate } from 'selfsigned';

/** How long a certificate made here is valid, ms (a week: it is made anew at every start). */
const VALIDITY_MS = 7 * 24 * 3600 * 1000;

/**
 * A new self-signed certificate for `localhost` and 127.0.0.1 (P-256 key, SHA-256).
 * @returns {Promise<{ cert: string, key: string, spki: string }>} the certificate and its private
 *   key as PEM, and the base64 SHA-256 hash of its public key (SubjectPublicKeyInfo), as
 *   Chromium's `--ignore-certificate-errors-spki-list` takes it
 */
export async function localCertificate() {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + VALIDITY_MS),
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const publicKey = new X509Certificate(pems.cert).publicKey.export({ type: 'spki', format: 'der' });
  return { cert: pems.cert, key: pems.private, spki: createHash('sha256').update(publicKey).digest('base64') };
}
