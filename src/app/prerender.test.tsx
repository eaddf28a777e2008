// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { prerenderSite } from '@/app/prerender';
import {
  afterShellTasks,
  DESKTOP_WIDTH,
  file,
  runShell,
  SHELL_CODE,
  TEMPLATE,
} from '@/testing/app-shell';

/**
 * A stylesheet as Tailwind builds it (minified), with rules for the app shell's frame and rules
 * for nothing in it (`not-in-the-shell`, `--tw-unused`, `--color-unused`).
 */
const STYLESHEET = [
  '@layer theme,base,components,utilities;',
  '@property --tw-used{syntax:"*";inherits:false}',
  '@property --tw-unused{syntax:"*";inherits:false}',
  '@layer theme{:root{--color-used:green;--color-unused:red;--font-sans:serif;--default-font-family:var(--font-sans)}}',
  '@layer base{html{font-family:var(--default-font-family)}}',
  '@layer utilities{',
  '[data-slot=sidebar-menu-button]{color:var(--color-used);--tw-used:1}',
  '[data-slot=sidebar-menu-button][data-active=true]{font-weight:700}',
  '[data-collapsible=icon]{width:3rem}',
  ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}',
  ':where(.space-y-9>:not(:last-child)){margin-block-end:9rem}',
  String.raw`.\[\&_svg\:not\(\[class\*\=\'size-\'\]\)\]\:size-4 svg:not([class*=size-]){width:1rem}`,
  '.not-in-the-shell{color:var(--color-unused);--tw-unused:1}',
  '@media (width>=48rem){[data-slot=sidebar]{display:flex}.not-in-the-shell{display:none}}',
  '}',
  '.dark{--background:black}',
  '@keyframes pulse{50%{opacity:.5}}',
  '[data-slot=sidebar]:after{content:"</style>"}',
].join('');

/** The template as the build makes it, with its stylesheet. */
const TEMPLATE_WITH_STYLESHEET = TEMPLATE.replace(
  '<script type="module"',
  '<link rel="stylesheet" crossorigin href="/assets/index.css">\n    <script type="module"',
);

/** The text a visitor without JavaScript reads in the page's root (tags and spacing dropped). */
function rootText(html: string) {
  const root = html.slice(html.indexOf('<div id="root"'), html.lastIndexOf('</body>'));
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The site as prerenderSite writes it with `options`, made once per set of options for the whole
 * file: it is the same every time, and each run renders every page in every language. The tests
 * only read it.
 */
const sites = new Map<string, ReturnType<typeof prerenderSite>>();
function prerendered(options: Parameters<typeof prerenderSite>[0]) {
  const key = JSON.stringify(options);
  let site = sites.get(key);
  if (!site) {
    site = prerenderSite(options);
    sites.set(key, site);
  }
  return site;
}

describe('prerenderSite', () => {
  it('writes each public page with its content in the HTML, before any script', async () => {
    const files = await prerendered({ template: TEMPLATE });

    expect(files.map((entry) => entry.file).sort()).toEqual([
      '404.html',
      'app.html',
      'es/404.html',
      'es/forgot-password.html',
      'es/index.html',
      'es/login.html',
      'es/register.html',
      'forgot-password.html',
      'index.html',
      'login.html',
      'register.html',
      'robots.txt',
    ]);

    const landing = rootText(file(files, 'index.html'));
    for (const text of [
      'Transform Your Outdoor Space with AI',
      'Discover the Future of Landscaping',
      'Key Features',
      'How It Works',
      'Upload Your Space',
      'Get Started Today',
    ]) {
      expect(landing).toContain(text);
    }
    expect(rootText(file(files, 'login.html'))).toContain('Forgot password?');
    expect(rootText(file(files, 'register.html'))).toContain('Create an account');
    expect(rootText(file(files, 'forgot-password.html'))).toContain('Forgot Password');
    expect(rootText(file(files, '404.html'))).toContain('Page not found');

    // Only the template's two scripts: the markup brings none of its own.
    for (const name of ['index.html', 'login.html', 'register.html', '404.html']) {
      expect(file(files, name).match(/<script/g)).toHaveLength(2);
    }
  });

  it('holds the forms back until the app runs: their submit buttons are disabled', async () => {
    const files = await prerendered({ template: TEMPLATE });
    for (const [name, label] of [
      ['login.html', 'Sign in'],
      ['register.html', 'Create account'],
      ['forgot-password.html', 'Send reset link'],
    ]) {
      const button = new RegExp(`<button[^>]*type="submit"[^>]*>${label}</button>`).exec(
        file(files, name),
      );
      expect(button?.[0], name).toContain(' disabled=""');
    }
  });

  it('names the route each page shows, for the browser to take it over', async () => {
    const files = await prerendered({ template: TEMPLATE });
    expect(file(files, 'index.html')).toContain('<div id="root" data-prerendered-route="landing">');
    expect(file(files, 'login.html')).toContain('<div id="root" data-prerendered-route="login">');
    expect(file(files, '404.html')).toContain('<div id="root" data-prerendered-route="not-found">');
  });

  it('gives each page its title, description and social card, once', async () => {
    const files = await prerendered({ template: TEMPLATE });
    const login = file(files, 'login.html');

    expect(login).toContain('<title>Sign in · YardVision</title>');
    expect(login.match(/<title>/g)).toHaveLength(1);
    expect(login.match(/name="description"/g)).toHaveLength(1);
    expect(login).not.toContain('The generic description.');
    expect(login).toContain('<meta property="og:title" content="Sign in · YardVision" />');
    expect(login).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(login).toContain('<meta property="og:image" content="/og-image.png" />');

    expect(file(files, 'index.html')).toContain('<title>YardVision</title>');
    expect(file(files, '404.html')).toContain('<meta name="robots" content="noindex" />');
  });

  it('preloads the landing hero image from the head, with high priority', async () => {
    const files = await prerendered({ template: TEMPLATE });
    const landing = file(files, 'index.html');
    const head = landing.slice(0, landing.indexOf('</head>'));

    expect(head).toMatch(
      /<link rel="preload" as="image" imageSrcSet="\/landing\/hero-before-after-640\.webp 640w, [^"]+" imageSizes="[^"]+" fetchPriority="high"\/>/,
    );
  });

  it('without a site URL: no canonical link, no sitemap, and robots.txt keeps crawlers out of the app', async () => {
    const files = await prerendered({ template: TEMPLATE });

    expect(file(files, 'index.html')).not.toContain('rel="canonical"');
    expect(file(files, 'robots.txt')).toBe('User-agent: *\nDisallow: /app/\nDisallow: /confirm\n');
  });

  it('with a site URL: canonical links, og:url, absolute image URLs and a sitemap', async () => {
    const files = await prerendered({ template: TEMPLATE, siteUrl: ' https://yards.example/ ' });

    const login = file(files, 'login.html');
    expect(login).toContain('<link rel="canonical" href="https://yards.example/login" />');
    expect(login).toContain('<meta property="og:url" content="https://yards.example/login" />');
    expect(login).toContain(
      '<meta property="og:image" content="https://yards.example/og-image.png" />',
    );
    expect(file(files, 'index.html')).toContain(
      '<link rel="canonical" href="https://yards.example/" />',
    );
    expect(file(files, '404.html')).not.toContain('rel="canonical"');

    expect(file(files, 'robots.txt')).toContain('Sitemap: https://yards.example/sitemap.xml');
    const sitemap = file(files, 'sitemap.xml');
    expect(sitemap.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://yards.example/</loc>',
      '<loc>https://yards.example/login</loc>',
      '<loc>https://yards.example/register</loc>',
      '<loc>https://yards.example/forgot-password</loc>',
      '<loc>https://yards.example/es</loc>',
      '<loc>https://yards.example/es/login</loc>',
      '<loc>https://yards.example/es/register</loc>',
      '<loc>https://yards.example/es/forgot-password</loc>',
    ]);
  });

  it('writes each page in Spanish at its own address, each language linking to the other', async () => {
    const files = await prerendered({ template: TEMPLATE, siteUrl: 'https://yards.example' });

    const landing = file(files, 'es/index.html');
    expect(landing).toContain('<html lang="es">');
    expect(landing).toContain('data-prerendered-route="es/landing"');
    expect(rootText(landing)).toContain('Transforma tu espacio exterior con IA');
    expect(rootText(landing)).not.toContain('Transform Your Outdoor Space');
    expect(landing).toContain('<link rel="canonical" href="https://yards.example/es" />');

    const login = file(files, 'es/login.html');
    expect(login).toContain('<title>Iniciar sesión · YardVision</title>');
    expect(rootText(login)).toContain('¿Olvidaste tu contraseña?');
    expect(login).toContain(
      '<meta property="og:image:alt" content="YardVision: un jardín antes y después de su rediseño con IA" />',
    );
    // Both languages name both addresses, English the default.
    for (const name of ['login.html', 'es/login.html']) {
      const alternates = file(files, name).match(/<link rel="alternate"[^>]*>/g);
      expect(alternates).toEqual([
        '<link rel="alternate" hreflang="en" href="https://yards.example/login" />',
        '<link rel="alternate" hreflang="es" href="https://yards.example/es/login" />',
        '<link rel="alternate" hreflang="x-default" href="https://yards.example/login" />',
      ]);
    }
    expect(file(files, 'login.html')).toContain('<html lang="en">');
    expect(rootText(file(files, 'es/404.html'))).toContain('Página no encontrada');
    expect(file(files, 'es/404.html')).not.toContain('rel="alternate"');
  });

  it("draws the app's frame in the app shell in every language, shown in the user's, with its styles inline", async () => {
    const files = await prerendered({
      template: TEMPLATE_WITH_STYLESHEET,
      shellCode: SHELL_CODE,
      stylesheet: STYLESHEET,
    });
    const shell = file(files, 'app.html');

    // Every language's frame: its navigation and top bar, the screen's loader where it goes.
    const english = frameText(shell, 'en');
    for (const text of ['Dashboard', 'Generate your Vision', 'Customers', 'Projects', 'Logout']) {
      expect(english).toContain(text);
    }
    expect(english).toContain('Loading…');
    expect(english).toContain('Welcome to YardVision');
    expect(frameText(shell, 'es')).toContain('Cerrar sesión');
    expect(shell).not.toContain('data-prerendered-route');
    // Nothing to fetch before the first paint: the stylesheet's rules for the frame are in the
    // page, in their layers and media queries, in both themes, and in the states the shell's
    // script may put the frame in; none of the rest.
    const inline = /<style>([\s\S]*?)<\/style>/.exec(shell)?.[1] ?? '';
    for (const rule of [
      '@layer theme,base,components,utilities;',
      '@property --tw-used{',
      ':root{--color-used:green;--font-sans:serif;--default-font-family:var(--font-sans)}',
      'html{font-family:var(--default-font-family)}',
      '.dark{--background:black}',
      '[data-slot=sidebar-menu-button]{color:var(--color-used);--tw-used:1}',
      '[data-slot=sidebar-menu-button][data-active=true]{font-weight:700}',
      '[data-collapsible=icon]{width:3rem}',
      // The dashboard's list: the shell draws the dashboard (it shows no data).
      ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}',
      String.raw`.\[\&_svg\:not\(\[class\*\=\'size-\'\]\)\]\:size-4 svg:not([class*=size-]){width:1rem}`,
      '@media (width>=48rem){[data-slot=sidebar]{display:flex}}',
      '@keyframes pulse{',
      '[data-slot=sidebar]:after{content:"<\\/style>"}',
    ]) {
      expect(inline).toContain(rule);
    }
    for (const unused of ['not-in-the-shell', '--tw-unused', '--color-unused', 'space-y-9']) {
      expect(inline).not.toContain(unused);
    }
    // The whole stylesheet's link stays, disabled (not fetched, so it holds no paint back): the
    // code's loader then knows the page has it. The shell's script enables it.
    expect([...shell.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index.css" disabled>',
    ]);
    for (const path of ['/app/dashboard', '/confirm']) {
      const link = runShell(shell, `http://localhost${path}`).document.querySelector(
        'link[rel="stylesheet"]',
      );
      expect(link?.hasAttribute('disabled'), path).toBe(false);
      expect(link?.getAttribute('data-shell-stylesheet'), path).toBe('loading');
    }

    // The script shows the frame of the user's language; a page without the frame, the loader.
    // The others go (the whole stylesheet would style and lay them out again, for nothing).
    const frames = (document: Document) =>
      [...document.querySelectorAll('[data-app-shell]')].map((frame) =>
        frame.getAttribute('data-app-shell'),
      );
    const spanishPage = runShell(shell, 'http://localhost/app/dashboard', 'es').document;
    const spanish = spanishPage.documentElement;
    expect(spanish.lang).toBe('es');
    expect(spanish.getAttribute('data-shell')).toBeNull();
    expect(frames(spanishPage as unknown as Document)).toEqual(['es']);
    for (const path of ['/confirm', '/app/projects/p-1/present']) {
      const page = runShell(shell, `http://localhost${path}`).document;
      const root = page.documentElement;
      expect(root.lang).toBe('en');
      expect(root.getAttribute('data-shell')).toBe('loader');
      expect(frames(page as unknown as Document)).toEqual(['none']);
    }
    // The dashboard (it shows no data) is drawn in the frame at its address, not its loader.
    const dashboard = runShell(shell, 'http://localhost/app/dashboard').document.documentElement;
    expect(dashboard.getAttribute('data-shell-screen')).toBe('dashboard');
    expect(
      runShell(shell, 'http://localhost/app/projects').document.documentElement.getAttribute(
        'data-shell-screen',
      ),
    ).toBeNull();
    // Without a session the app goes to sign-in: the loader alone, not the frame.
    const signedOut = runShell(shell, 'http://localhost/app/dashboard', undefined, false).document
      .documentElement;
    expect(signedOut.getAttribute('data-shell')).toBe('loader');
    expect(signedOut.getAttribute('data-shell-screen')).toBeNull();
    // The current screen's link is marked, as the app marks it.
    const current = runShell(
      shell,
      'http://localhost/app/generations/g-1',
    ).document.querySelectorAll('[data-app-shell="en"] a[aria-current="page"]');
    expect([...current].map((link) => link.getAttribute('href'))).toEqual(['/app/generations']);
    expect(shell).toContain('html:not([lang="es"]) [data-app-shell="es"]');
    expect(shell).toContain('html[data-shell="loader"] [data-app-shell]');
  });

  it('loads the code of a prerendered page at low priority, behind what the page shows', async () => {
    const files = await prerendered({ template: TEMPLATE, shellCode: SHELL_CODE });
    for (const name of ['index.html', 'login.html', 'register.html', '404.html']) {
      const page = file(files, name);
      expect(page).toContain(
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">',
      );
      // Its start loads after the first paint (src/main.tsx), not from the HTML.
      expect(page).not.toContain('/assets/start.js');
    }
  });

  it('preloads the start of the app in the app shell, which has nothing to show without it', async () => {
    const files = await prerendered({ template: TEMPLATE, shellCode: SHELL_CODE });
    const shell = file(files, 'app.html');

    expect(await preloadsOfShell(shell, 'http://localhost/confirm')).toEqual([
      '/assets/start.js',
      '/assets/react.js',
    ]);
    // Its entry too, from the shell's script (in the same moment as the code it runs), not from
    // the HTML, whose request would come first and hold the rest back on a phone.
    expect(shell).not.toContain('<script type="module"');
    expect(shell).not.toContain('fetchpriority');
    for (const path of ['/confirm', '/app/generations']) {
      const window = runShell(shell, `http://localhost${path}`);
      const entries = [...window.document.head.querySelectorAll('script[type="module"]')];
      expect(entries.map((entry) => entry.getAttribute('src'))).toEqual(['/assets/index-abc.js']);
    }
  });

  it("opens the connections to another site's API from the app shell, for its data and its pictures", async () => {
    const files = await prerendered({
      template: TEMPLATE,
      shellCode: SHELL_CODE,
      apiOrigin: 'https://api.example.test',
    });
    const preconnects = (html: string) => html.match(/<link rel="preconnect"[^>]*>/g) ?? [];
    expect(preconnects(file(files, 'app.html'))).toEqual([
      '<link rel="preconnect" href="https://api.example.test" crossorigin>',
      '<link rel="preconnect" href="https://api.example.test">',
    ]);
    // A public page sends nothing to the API before the user does.
    expect(preconnects(file(files, 'index.html'))).toEqual([]);
    // A demo build or an API on the site itself: nothing to open.
    const demo = await prerendered({ template: TEMPLATE, shellCode: SHELL_CODE });
    expect(preconnects(file(demo, 'app.html'))).toEqual([]);
  });

  it("preloads the code of the screen at the address and the user's catalogues, from the shell", async () => {
    const files = await prerendered({ template: TEMPLATE, shellCode: SHELL_CODE });
    const shell = file(files, 'app.html');
    const preloadsAt = (path: string, language?: string) =>
      preloadsOfShell(shell, `http://localhost${path}`, language);

    // The early data requests' first, then the start's.
    expect(await preloadsAt('/app/generations/g-1')).toEqual([
      '/assets/early-screen-data.ts.js',
      '/assets/react.js',
      '/assets/start.js',
      '/assets/root-route.tsx.js',
      '/assets/data-layout-route.tsx.js',
      '/assets/app-routes.tsx.js',
      '/assets/app-layout-route.tsx.js',
      '/assets/error-boundaries.tsx.js',
      '/assets/generation-detail-route.tsx.js',
      '/assets/en-public.po.js',
      '/assets/en-app.po.js',
    ]);
    expect(await preloadsAt('/app/projects/p-1/present', 'es')).toEqual([
      '/assets/early-screen-data.ts.js',
      '/assets/react.js',
      '/assets/start.js',
      '/assets/root-route.tsx.js',
      '/assets/data-layout-route.tsx.js',
      '/assets/app-routes.tsx.js',
      '/assets/signed-in-guard.tsx.js',
      '/assets/error-boundaries.tsx.js',
      '/assets/project-present-route.tsx.js',
      '/assets/es-public.po.js',
      '/assets/es-app.po.js',
    ]);
    // A phone's frame opens its menu in a sheet, whose code comes with the rest (not on a desktop).
    expect(await preloadsOfShell(shell, 'http://localhost/app/generations/g-1', 'en', 375)).toEqual(
      [...(await preloadsAt('/app/generations/g-1')), '/assets/sidebar-sheet.tsx.js'],
    );
    expect(await preloadsAt('/app/generations/g-1')).not.toContain('/assets/sidebar-sheet.tsx.js');
    // `/app` and an address no screen has show the dashboard.
    for (const path of ['/app', '/app/nowhere']) {
      expect(await preloadsAt(path)).toContain('/assets/dashboard-route.tsx.js');
    }
    // A page outside the area preloads the start alone.
    expect(await preloadsAt('/confirm')).toEqual(['/assets/start.js', '/assets/react.js']);
  });

  it("leaves the web app manifest's link out of the app shell only (the app links it later)", async () => {
    const files = await prerendered({ template: TEMPLATE, shellCode: SHELL_CODE });
    const link = '<link rel="manifest" href="/manifest.webmanifest" />';
    expect(file(files, 'app.html')).not.toContain('rel="manifest"');
    for (const page of ['index.html', 'login.html', 'es/index.html']) {
      expect(file(files, page)).toContain(link);
    }
  });

  it('asks for the entry first, then the code a few links per task', async () => {
    const files = await prerendered({ template: TEMPLATE, shellCode: SHELL_CODE });
    const window = runShell(file(files, 'app.html'), 'http://localhost/app/generations/g-1');
    // The shell's first task: the entry's script, then the first 8 links, nothing more yet.
    const inserted = () =>
      [...window.document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')]
        .map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '')
        .map((address) => new URL(address, 'http://localhost').pathname);
    const first = inserted();
    expect(first[0]).toBe('/assets/index-abc.js');
    expect(first.slice(1)).toHaveLength(8);
    await afterShellTasks(window);
    expect(inserted().slice(0, 9)).toEqual(first);
    expect(inserted().length).toBeGreaterThan(9);
  });
});

/** Runs the shell's inline scripts in a document at `url`: the modules they ask to preload. */
async function preloadsOfShell(
  shell: string,
  url: string,
  language?: string,
  width = DESKTOP_WIDTH,
): Promise<string[]> {
  const window = runShell(shell, url, language, true, width);
  // The shell inserts its links a few per task.
  await afterShellTasks(window);
  return [...window.document.head.querySelectorAll('link[rel="modulepreload"]')].map(
    (link) => new URL(link.getAttribute('href') ?? '', url).pathname,
  );
}

/** The text of the app shell's frame in `locale`. */
function frameText(shell: string, locale: string) {
  const start = shell.indexOf(`<div data-app-shell="${locale}">`);
  expect(start).toBeGreaterThan(-1);
  const end = shell.indexOf('<div data-app-shell=', start + 1);
  return shell
    .slice(start, end)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');
}
