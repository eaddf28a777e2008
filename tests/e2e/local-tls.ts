import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { HOST } from './nginx-server';

/**
 * A certificate for https on loopback, as production serves the site (TLS with HTTP/2, README's
 * "TLS and HSTS"): made with openssl for this run, valid two days, for 127.0.0.1 only. Chromium
 * trusts it when started with `chromiumFlag` (its SPKI pinned): no certificate error, so
 * service workers register as they do on a real certificate.
 */
export type LocalTls = {
  /** PEM files, for nginx. */
  certificateFile: string;
  keyFile: string;
  /** The same, as text, for Node's servers. */
  certificate: string;
  key: string;
  /** `--ignore-certificate-errors-spki-list=...` for this certificate. */
  chromiumFlag: string;
  /** Removes the files. */
  remove: () => void;
};

/** For 127.0.0.1, or for the host names given (a test that maps them to loopback in Chromium). */
export function makeLocalTls(names: string[] = []): LocalTls {
  const subject = names[0] ?? HOST;
  const altNames = names.length > 0 ? names.map((name) => `DNS:${name}`).join(',') : `IP:${HOST}`;
  const dir = mkdtempSync(join(tmpdir(), 'yardvision-tls-'));
  const certificateFile = join(dir, 'certificate.pem');
  const keyFile = join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${subject}`,
      '-addext',
      `subjectAltName=${altNames}`,
      '-keyout',
      keyFile,
      '-out',
      certificateFile,
    ],
    { encoding: 'utf8' },
  );
  if (made.error || made.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `openssl could not make a certificate for https on loopback (apt-get install openssl): ` +
        (made.error?.message ?? made.stderr),
    );
  }
  const certificate = readFileSync(certificateFile, 'utf8');
  const spki = new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'der' });
  return {
    certificateFile,
    keyFile,
    certificate,
    key: readFileSync(keyFile, 'utf8'),
    chromiumFlag: `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
