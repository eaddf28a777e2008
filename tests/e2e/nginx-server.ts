import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { LocalTls } from './local-tls';

/**
 * Serving a build for the browser tests the way production serves it: the nginx site of deploy/
 * (rendered by deploy/render-nginx-config.mjs for that build), in an nginx process of the tests'
 * own, on a free loopback port.
 */

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 15_000;

/** nginx: $NGINX_PATH, else the PATH, else where Debian puts it (/usr/sbin is not on every PATH). */
export function findNginx(): string {
  const candidates = process.env.NGINX_PATH
    ? [process.env.NGINX_PATH]
    : [
        ...(process.env.PATH ?? '').split(delimiter).filter(Boolean),
        '/usr/sbin',
        '/usr/local/sbin',
      ].map((dir) => join(dir, 'nginx'));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not there.
    }
  }
  throw new Error(
    `nginx is missing (looked for ${candidates.join(', ')}): the browser tests serve the build ` +
      'through the site configuration in deploy/. Install nginx-light (`apt-get install ' +
      'nginx-light`), or set NGINX_PATH.',
  );
}

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port.'));
      });
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ends a process: SIGTERM, then SIGKILL if it has not exited after 5 s. */
export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

export type SiteOptions = {
  /** The build to serve (absolute path); default: dist/. */
  dist?: string;
  /** The API origin for the Content-Security-Policy (a build with VITE_API_BASE_URL). */
  apiOrigin?: string;
  /** Origins of presigned storage URLs, for the Content-Security-Policy. */
  storageOrigins?: string[];
  /**
   * A script (its text) that every HTML page loads first, from /__e2e/first.js on the site (so
   * the site's Content-Security-Policy, 'self', lets it run): the cross-engine tests' recorder
   * of page errors, for engines whose driver reports none.
   */
  firstScript?: string;
  /**
   * Serve over https with HTTP/2, as README's "TLS and HSTS" deploys the site (browsers speak
   * HTTP/2 only over TLS), with this certificate; default: plain http (HTTP/1.1).
   */
  tls?: LocalTls;
};

const FIRST_SCRIPT_PATH = '/__e2e/first.js';

/** Adds firstScript to a rendered nginx.conf: served, and put at the top of each page's head. */
function addFirstScript(prefix: string, script: string) {
  const file = join(prefix, 'first.js');
  writeFileSync(file, script);
  const config = join(prefix, 'nginx.conf');
  const rendered = readFileSync(config, 'utf8');
  const added = rendered.replace(
    /^(\s*)server \{\n/m,
    (opening: string, indent: string) =>
      `${opening}${indent}    sub_filter '<head>' '<head><script src="${FIRST_SCRIPT_PATH}"></script>';\n` +
      `${indent}    sub_filter_once on;\n` +
      `${indent}    location = ${FIRST_SCRIPT_PATH} {\n` +
      `${indent}        alias ${file};\n` +
      `${indent}        default_type text/javascript;\n` +
      `${indent}    }\n`,
  );
  if (added === rendered) throw new Error('Rendering: no server block to add the first script to.');
  // sub_filter rewrites what nginx sends as it is: the build's Brotli copies would go unchanged.
  writeFileSync(config, added.replace(/\bbrotli_static on;/g, 'brotli_static off;'));
}

export type Site = {
  /** e.g. http://127.0.0.1:41234, or https://... with `tls` (no trailing slash). */
  url: string;
  /** The nginx process (for a last-resort kill). */
  child: ChildProcess;
  /** The folder with nginx.conf, its pid, logs and temp files. */
  prefix: string;
  /** Stops nginx and removes its folder. */
  close: () => Promise<void>;
};

export const renderer = fileURLToPath(
  new URL('../../deploy/render-nginx-config.mjs', import.meta.url),
);

/** The environment without what would steer deploy/render-nginx-config.mjs from outside. */
export function rendererEnv() {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== 'VITE_API_BASE_URL' && !name.startsWith('DEPLOY_'),
    ),
  );
}

/** Renders the site for `dist` as a standalone nginx.conf in `prefix`; throws with its message. */
function renderConfig(prefix: string, port: number, options: SiteOptions) {
  const args = [
    renderer,
    '--standalone',
    '--dist',
    options.dist ?? join(root, 'dist'),
    '--listen',
    `${HOST}:${port}${options.tls ? ' ssl http2' : ''}`,
    '--out',
    join(prefix, 'nginx.conf'),
    ...(options.apiOrigin ? ['--api-origin', options.apiOrigin] : []),
    ...(options.storageOrigins ?? []).flatMap((origin) => ['--storage-origin', origin]),
  ];
  // Only the options above decide: nothing from the shell that runs the tests.
  const rendered = spawnSync(process.execPath, args, {
    cwd: root,
    env: rendererEnv(),
    encoding: 'utf8',
  });
  if (rendered.status !== 0) {
    throw new Error(`Rendering the nginx configuration failed:\n${rendered.stderr}`);
  }
  if (options.firstScript !== undefined) addFirstScript(prefix, options.firstScript);
  if (options.tls) addCertificate(prefix, options.tls);
}

/**
 * Adds the certificate to a rendered nginx.conf, for every site of its http block (as README's
 * deploy puts it in /etc/nginx/conf.d/).
 */
function addCertificate(prefix: string, tls: LocalTls) {
  const config = join(prefix, 'nginx.conf');
  const rendered = readFileSync(config, 'utf8');
  const added = rendered.replace(
    /^http \{\n/m,
    (opening: string) =>
      `${opening}    ssl_certificate ${tls.certificateFile};\n` +
      `    ssl_certificate_key ${tls.keyFile};\n`,
  );
  if (added === rendered) throw new Error('Rendering: no http block to add the certificate to.');
  writeFileSync(config, added);
}

/** Whether something accepts connections on `port` of loopback. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, HOST);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts nginx on `port`; resolves once it answers, rejects if it exits first. */
async function startNginx(nginx: string, prefix: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    nginx,
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited: string | undefined;
  child.on('exit', (code, signal) => (exited = `exited with ${signal ?? String(code)}`));
  child.on('error', (error) => (exited = `failed to start: ${error.message}`));

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`nginx ${exited}:\n${output}`);
    if (await listening(port)) return child;
    await sleep(100);
  }
  await stop(child);
  throw new Error(`nginx did not answer within ${START_TIMEOUT_MS} ms:\n${output}`);
}

/** Serves a build through the deploy/ nginx site on a free loopback port. */
export async function serveWithNginx(options: SiteOptions = {}): Promise<Site> {
  const nginx = findNginx();
  let lastError: unknown;
  // The free port could be taken between probing and binding: try a few times.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const prefix = mkdtempSync(join(tmpdir(), 'yardvision-nginx-'));
    const removePrefix = () => rmSync(prefix, { recursive: true, force: true });
    try {
      const port = await freePort();
      renderConfig(prefix, port, options);
      const child = await startNginx(nginx, prefix, port);
      return {
        url: `${options.tls ? 'https' : 'http'}://${HOST}:${port}`,
        child,
        prefix,
        close: async () => {
          await stop(child);
          removePrefix();
        },
      };
    } catch (error) {
      removePrefix();
      // A configuration that does not render will not render next time either.
      if (error instanceof Error && error.message.startsWith('Rendering')) throw error;
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
