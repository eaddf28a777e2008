#!/usr/bin/env node
// Renders the nginx site configuration for a YardVision build (deploy/nginx-site.conf.template):
// where each path is served from, caching, gzip and the security headers, with a
// Content-Security-Policy that allows the build's inline scripts by their hashes and the API and
// storage origins given here. Run it after `npm run build`, and again after every build.
// No dependencies: Node.js 20 and its standard library. `--help` lists the options.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const HELP = `Usage: node deploy/render-nginx-config.mjs [options]

Writes an nginx server { } block for the build (for /etc/nginx/sites-available/), or with
--standalone a complete nginx.conf around it. Options win over the environment variables.

  --dist <dir>            the build to read (npm run build's output)
                          [env DEPLOY_DIST; default: dist]
  --root <dir>            where nginx finds that build on the server, if not at --dist
                          (e.g. /srv/yardvision/dist) [env DEPLOY_ROOT; default: --dist, absolute]
  --listen <address>      what nginx listens on: a port, address:port or [ipv6]:port, then any of
                          ssl, http2, default_server, reuseport, proxy_protocol, ipv6only=on|off;
                          repeatable [env DEPLOY_LISTEN, comma-separated; default: 80]
  --server-name <names>   nginx server_name, space-separated host names
                          [env DEPLOY_SERVER_NAME; default: _ (any)]
  --api-origin <url>      the API the app calls (the origin of the URL is used)
                          [env DEPLOY_API_ORIGIN; default: the origin of VITE_API_BASE_URL;
                          required for a build with an API, none for a demo build]
  --storage-origin <url>  an origin of the presigned upload and download URLs (e.g.
                          https://my-bucket.s3.eu-west-1.amazonaws.com, or a wildcard host such
                          as https://*.s3.amazonaws.com); repeatable
                          [env DEPLOY_STORAGE_ORIGINS, space-separated]
  --hsts                  send Strict-Transport-Security (max-age one year): only for a site
                          reached over https (TLS here or in front), never on plain http
  --brotli-static         serve the build's Brotli copies (file.br) to browsers that accept them;
                          the server's nginx must load the brotli_static module (Debian:
                          libnginx-mod-http-brotli-static) [env DEPLOY_BROTLI_STATIC=1; with
                          --standalone: on when that module is installed, and loaded there]
  --standalone            a complete nginx.conf (events, http, pid and temp paths relative to the
                          prefix) for: nginx -p <dir> -c <dir>/nginx.conf -e stderr -g 'daemon off;'
  --out <file>            write there instead of to standard output
  --help                  this text

The Content-Security-Policy allows every inline <script> of the build's *.html files (those
directly in --dist) by its sha256 hash: render again after each build.`;

const here = new URL('.', import.meta.url);
const SITE_TEMPLATE = new URL('nginx-site.conf.template', here);
const STANDALONE_TEMPLATE = new URL('nginx-standalone.conf.template', here);

/** Debian's build of nginx's brotli_static module (libnginx-mod-http-brotli-static). */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The files the site configuration serves by name (the build's contract). */
const REQUIRED_PAGES = [
  'index.html',
  'login.html',
  'register.html',
  'forgot-password.html',
  '404.html',
  'app.html',
];

/**
 * Browser features turned off for the site and everything it frames. The app uses none of them
 * (photos come from file inputs, whose `capture` needs no permission). Only features Chromium
 * knows: an unknown one is an error in its console. Full screen is for the site itself only
 * (presentation mode), never for a frame (`ALLOWED_FEATURES`).
 */
const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Browser features the site itself uses, and only the site: `feature=(self)`. */
const ALLOWED_FEATURES = ['fullscreen'];

class UsageError extends Error {}

function words(value) {
  return (value ?? '').split(/[\s,]+/).filter(Boolean);
}

/**
 * An origin for a CSP source list: scheme, host and port, lower case, no path. A leading `*.` in
 * the host (any subdomain) is kept, as CSP allows it.
 */
export function toOrigin(value, what) {
  const text = value.trim();
  const wildcard = /^(https?):\/\/\*\.(.+)$/i.exec(text);
  let url;
  try {
    url = new URL(wildcard ? `${wildcard[1]}://wildcard.${wildcard[2]}` : text);
  } catch {
    throw new UsageError(`${what} "${value}" is not a URL (e.g. https://api.example.com).`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new UsageError(`${what} "${value}" must be an http or https URL.`);
  }
  if (url.username || url.password) {
    throw new UsageError(`${what} "${value}" must not hold credentials.`);
  }
  return wildcard ? url.origin.replace('//wildcard.', '//*.') : url.origin;
}

/**
 * The languages of the public pages besides English: the build's folders with a landing page and
 * a not-found page of their own (es/index.html, es/404.html, ...), each served under /<folder>.
 */
export function languageFolders(dist) {
  return readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z]{2,3}(?:-[A-Za-z0-9]+)?$/.test(entry.name))
    .map((entry) => entry.name)
    .filter((name) =>
      ['index.html', '404.html'].every((page) => existsSync(join(dist, name, page))),
    )
    .sort();
}

/** The nginx locations of one language's public pages (see the template, "Languages"). */
function languageLocations(language) {
  return `
    # The public pages in "${language}": /${language} (${language}/index.html), /${language}/login
    # (${language}/login.html), ...; an unknown /${language}/... path gets ${language}/404.html with
    # status 404, /${language}/login/ a 301 to /${language}/login, /${language}/index and
    # /${language}/404 a 404, like their English pages.
    location = /${language} {
        try_files /${language}/index.html =404;
    }
    location ^~ /${language}/ {
        error_page 404 /${language}/404.html;
        location ~ "^(?<without_slash>(?:/[A-Za-z0-9._~-]+)+)/$" {
            return 301 $without_slash$is_args$args;
        }
        location ~ ^/${language}/(?:index|404)$ {
            return 404;
        }
        try_files $uri.html =404;
    }
    location = /${language}/404.html {
        internal;
    }`;
}

/**
 * The sha256 CSP sources of every inline script (no src) of the HTML files directly in dist and
 * in its language folders.
 */
export function inlineScriptHashes(dist) {
  const hashes = new Map();
  const htmlFiles = ['', ...languageFolders(dist).map((language) => `${language}/`)]
    .flatMap((folder) =>
      readdirSync(join(dist, folder))
        .filter((name) => name.endsWith('.html'))
        .map((name) => `${folder}${name}`),
    )
    .sort();
  for (const name of htmlFiles) {
    const html = readFileSync(join(dist, name), 'utf8');
    // An inline event handler (onclick="...") cannot be allowed by a hash: refuse the build.
    const handler = /<[a-z][^>]*\son[a-z]+\s*=/i.exec(html);
    if (handler) {
      throw new UsageError(
        `${name} has an inline event handler (${handler[0].slice(0, 80)}...): the ` +
          'Content-Security-Policy blocks it; attach the listener from a script instead.',
      );
    }
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
      const [, attributes, text] = match;
      if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
      // The browser hashes the text as parsed: HTML turns CRLF and CR into LF first.
      const parsed = text.replace(/\r\n?/g, '\n');
      const source = `'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`;
      hashes.set(source, [...(hashes.get(source) ?? []), name]);
    }
  }
  return hashes;
}

/** Every source of the Content-Security-Policy, by directive, with why it is there. */
export function contentSecurityPolicy({ scriptHashes, apiOrigin, storageOrigins }) {
  return [
    ['default-src', ["'self'"]],
    // The build's modules and its inline scripts by hash: no 'unsafe-inline', no eval. No
    // 'wasm-unsafe-eval' either: the HEIC converter is heic-to's CSP build, which compiles no
    // WebAssembly (the browser tests convert a HEIC photo under this policy).
    // 'report-sample': a violation report quotes the start of what was blocked.
    ['script-src', ["'self'", ...scriptHashes, "'report-sample'"]],
    // Radix and sonner insert <style> elements and React renders style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Photo previews are blob: URLs; stored photos and designs come from storage.
    ['img-src', ["'self'", 'data:', 'blob:', ...storageOrigins]],
    // The API; uploads to and downloads from storage (also the service worker's, which keeps
    // pictures by storage path); images the page already holds (blob: and data: URLs) read
    // back with fetch.
    [
      'connect-src',
      ["'self'", 'blob:', 'data:', ...(apiOrigin ? [apiOrigin] : []), ...storageOrigins],
    ],
    // Photo preparation and demo painting workers (files), the HEIC converter's worker (blob:),
    // the app's service worker (/sw.js, builds with an API) and in demo builds the mock API's.
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
    .map(([directive, sources]) => `${directive} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Fills {{NAME}} placeholders; a placeholder without a value is a bug in this script. */
function fill(template, values) {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name) => {
    if (!(name in values)) throw new Error(`No value for {{${name}}} in the template.`);
    return values[name];
  });
}

const indent = (text, prefix) =>
  text
    .split('\n')
    .map((line) => (line ? `${prefix}${line}` : line))
    .join('\n');

/** A value nginx reads as one token (or a list of them) without quoting surprises. */
function checkToken(value, what) {
  if (!/^[A-Za-z0-9_.:[\]*~^$-]+$/.test(value) || /[;{}"'\\]/.test(value)) {
    throw new UsageError(`${what} "${value}" has characters nginx would misread.`);
  }
  return value;
}

const LISTEN_ADDRESS = /^(?:\d+|[A-Za-z0-9.-]+:\d+|\[[0-9A-Fa-f:.]+\]:\d+)$/;
const LISTEN_PARAMETER =
  /^(?:ssl|http2|default_server|reuseport|proxy_protocol|ipv6only=(?:on|off)|backlog=\d+)$/;

function checkListen(value) {
  const [address = '', ...parameters] = value.trim().split(/\s+/);
  if (!LISTEN_ADDRESS.test(address)) {
    throw new UsageError(
      `--listen "${value}" does not start with a port, address:port or [ipv6]:port.`,
    );
  }
  const unknown = parameters.filter((parameter) => !LISTEN_PARAMETER.test(parameter));
  if (unknown.length > 0) {
    throw new UsageError(
      `--listen "${value}": ${unknown.join(' ')} is not a parameter this takes.`,
    );
  }
  return [address, ...parameters].join(' ');
}

/** A folder path as nginx reads it inside double quotes. */
function checkPath(value, what) {
  if (/["\\$\n\r]/.test(value)) {
    throw new UsageError(`${what} "${value}" has characters nginx would misread.`);
  }
  return value;
}

/** The options, from the command line and the environment. */
export function readOptions(argv, env) {
  const { values } = parseArgs({
    args: argv,
    options: {
      dist: { type: 'string' },
      root: { type: 'string' },
      listen: { type: 'string', multiple: true },
      hsts: { type: 'boolean', default: false },
      'brotli-static': { type: 'boolean' },
      'server-name': { type: 'string' },
      'api-origin': { type: 'string' },
      'storage-origin': { type: 'string', multiple: true },
      standalone: { type: 'boolean', default: false },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const apiUrl =
    values['api-origin'] ?? (env.DEPLOY_API_ORIGIN || undefined) ?? env.VITE_API_BASE_URL?.trim();
  const dist = resolve(values.dist ?? (env.DEPLOY_DIST || 'dist'));
  const root = values.root ?? (env.DEPLOY_ROOT || dist);
  if (!root.startsWith('/')) throw new UsageError(`--root "${root}" must be an absolute path.`);
  return {
    help: values.help,
    dist,
    root: checkPath(root, '--root'),
    listen: (
      values.listen ?? (env.DEPLOY_LISTEN ?? '').split(',').filter((item) => item.trim())
    ).map(checkListen),
    hsts: values.hsts,
    brotliStatic:
      values['brotli-static'] ??
      (env.DEPLOY_BROTLI_STATIC === '1' || (values.standalone && existsSync(BROTLI_STATIC_MODULE))),
    serverName: words(values['server-name'] ?? env.DEPLOY_SERVER_NAME).map((name) =>
      checkToken(name, '--server-name'),
    ),
    apiOrigin: apiUrl ? toOrigin(apiUrl, '--api-origin') : undefined,
    storageOrigins: (values['storage-origin'] ?? words(env.DEPLOY_STORAGE_ORIGINS)).map((value) =>
      toOrigin(value, '--storage-origin'),
    ),
    standalone: values.standalone,
    out: values.out,
  };
}

/** Checks the build against the options: the pages the site serves, demo build or API build. */
function checkBuild({ dist, apiOrigin }) {
  if (!existsSync(dist) || !statSync(dist).isDirectory()) {
    throw new UsageError(`${dist} is not a folder: build first (npm run build) or pass --dist.`);
  }
  const missing = REQUIRED_PAGES.filter((name) => !existsSync(join(dist, name)));
  if (missing.length > 0) {
    throw new UsageError(
      `${dist} lacks ${missing.join(', ')}: the site serves the prerendered pages and the app ` +
        'shell by these names. Is it a complete build (npm run build)?',
    );
  }
  const warnings = [];
  const isDemoBuild = existsSync(join(dist, 'mockServiceWorker.js'));
  if (!isDemoBuild && !apiOrigin) {
    throw new UsageError(
      'This build calls an API (it has no mockServiceWorker.js), but no API origin is given: ' +
        'pass --api-origin or set VITE_API_BASE_URL as for the build.',
    );
  }
  if (apiOrigin && isDemoBuild) {
    warnings.push(
      `This is a demo build (it has mockServiceWorker.js) and calls no API; ${apiOrigin} is ` +
        'allowed all the same.',
    );
  } else if (apiOrigin) {
    const assets = join(dist, 'assets');
    const callsIt = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .some((name) => readFileSync(join(assets, name), 'utf8').toLowerCase().includes(apiOrigin));
    if (!callsIt) {
      throw new UsageError(
        `No script of the build mentions ${apiOrigin}: it was built with another ` +
          'VITE_API_BASE_URL. Build with that API, or pass its origin.',
      );
    }
  }
  return warnings;
}

/** The rendered configuration (site, or standalone nginx.conf) and any warnings. */
export function render(options) {
  const warnings = checkBuild(options);
  const hashes = inlineScriptHashes(options.dist);
  const csp = contentSecurityPolicy({
    scriptHashes: [...hashes.keys()],
    apiOrigin: options.apiOrigin,
    storageOrigins: options.storageOrigins,
  });
  const hashNotes = [...hashes].map(
    ([source, files]) => `    #   ${source}: inline script of ${files.join(', ')}`,
  );
  const permissionsPolicy = [
    ...DISABLED_FEATURES.map((feature) => `${feature}=()`),
    ...ALLOWED_FEATURES.map((feature) => `${feature}=(self)`),
  ].join(', ');
  const hsts = `${options.hsts ? '' : '# '}add_header Strict-Transport-Security "max-age=31536000" always;`;
  // What every file needs (its caching, its type as sent, the referrer it passes on)...
  const assetHeaders = [
    'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
    'add_header X-Content-Type-Options "nosniff" always;',
    'add_header Cache-Control $yardvision_cache_control always;',
    hsts,
  ];
  // ...and what a page or a worker reads: every response but the build's scripts and styles.
  const headers = [
    `add_header Content-Security-Policy "${csp}" always;`,
    `add_header Permissions-Policy "${permissionsPolicy}" always;`,
    'add_header X-Frame-Options "DENY" always;',
    'add_header Cross-Origin-Opener-Policy "same-origin" always;',
    ...assetHeaders,
  ];
  const site = fill(readFileSync(SITE_TEMPLATE, 'utf8'), {
    ROOT: `"${options.root}"`,
    LISTEN: (options.listen.length > 0 ? options.listen : ['80'])
      .map((address) => `    listen ${address};`)
      .join('\n'),
    SERVER_NAME: options.serverName.length > 0 ? options.serverName.join(' ') : '_',
    HEADERS: indent(headers.join('\n'), '    '),
    ASSET_HEADERS: indent(assetHeaders.join('\n'), '        '),
    WORKER_HEADERS: indent(headers.join('\n'), '            '),
    CSP_COMMENT: [
      "    # Content-Security-Policy: the build's own files; inline scripts only by hash:",
      ...(hashNotes.length > 0 ? hashNotes : ['    #   (the build has no inline script)']),
      `    # API: ${options.apiOrigin ?? 'none (demo build: the mock API is this site)'}`,
      `    # Storage: ${options.storageOrigins.join(' ') || 'none besides this site'}`,
    ].join('\n'),
    BROTLI: options.brotliStatic
      ? '    brotli_static on;'
      : '    # brotli_static on;  (not rendered: --brotli-static)',
    LANGUAGE_LOCATIONS:
      languageFolders(options.dist).map(languageLocations).join('\n') ||
      '    # (the build has its public pages in English only)',
  });
  const text = options.standalone
    ? fill(readFileSync(STANDALONE_TEMPLATE, 'utf8'), {
        SITE: indent(site.trimEnd(), '    '),
        MODULES: options.brotliStatic
          ? `load_module ${BROTLI_STATIC_MODULE};\n`
          : '# (no module to load: the site serves no Brotli copies)\n',
      })
    : site;
  return { text, warnings };
}

function main() {
  let options;
  try {
    options = readOptions(process.argv.slice(2), process.env);
    if (options.help) {
      console.log(HELP);
      return;
    }
    const { text, warnings } = render(options);
    for (const warning of warnings) console.error(`render-nginx-config: ${warning}`);
    if (options.out) writeFileSync(options.out, text);
    else process.stdout.write(text);
  } catch (error) {
    const parseError = String(error?.code ?? '').startsWith('ERR_PARSE_ARGS_');
    if (!(error instanceof UsageError) && !parseError) throw error;
    console.error(`render-nginx-config: ${error.message}\nSee --help.`);
    process.exitCode = 2;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === new URL(import.meta.url).pathname) main();
