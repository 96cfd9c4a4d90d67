// The HTTPS certificate for `npm run start:outlook`: office-addin-dev-certs' files in
// ~/.office-addin-dev-certs, generated when missing or expiring. Installing its CA into the system store
// needs sudo on Linux, so this never does it; it says how when the CA is not trusted yet.
import { X509Certificate } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const devCerts = require('office-addin-dev-certs');

const directory = join(homedir(), '.office-addin-dev-certs');
export const certificatePaths = {
  ca: join(directory, 'ca.crt'),
  cert: join(directory, 'localhost.crt'),
  key: join(directory, 'localhost.key'),
};
const DAYS_VALID = 30;
const RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;

function usable() {
  const { ca, cert, key } = certificatePaths;
  if (![ca, cert, key].every((path) => existsSync(path))) return false;
  try {
    const certificate = new X509Certificate(readFileSync(cert));
    return (
      Date.parse(certificate.validTo) - Date.now() > RENEW_BEFORE_MS &&
      certificate.checkHost('localhost') !== undefined
    );
  } catch {
    return false;
  }
}

function trusted() {
  try {
    return devCerts.verifyCertificates(certificatePaths.cert, certificatePaths.key);
  } catch {
    return false;
  }
}

/** { cert, key } for an HTTPS server on localhost, plus whether browsers already trust its CA. */
export async function localhostCertificate() {
  if (!usable()) {
    // generateCertificates writes nothing when a CA file exists: start from a clean directory.
    for (const path of Object.values(certificatePaths)) rmSync(path, { force: true });
    await devCerts.generateCertificates(
      certificatePaths.ca,
      certificatePaths.cert,
      certificatePaths.key,
      DAYS_VALID,
      ['localhost', '127.0.0.1'],
    );
  }
  return {
    cert: readFileSync(certificatePaths.cert),
    key: readFileSync(certificatePaths.key),
    trusted: trusted(),
  };
}

/** How to make browsers and Outlook trust the development CA, per platform. */
export function trustHint() {
  const install = 'npx office-addin-dev-certs install';
  if (process.platform === 'linux') {
    return (
      `Trust ${certificatePaths.ca} once: \`sudo ${install}\` (system store), or import it as an ` +
      'authority in your browser (Chromium: Settings › Privacy and security › Security › Manage certificates).'
    );
  }
  return `Trust ${certificatePaths.ca} once: \`${install}\` (it asks for confirmation).`;
}
