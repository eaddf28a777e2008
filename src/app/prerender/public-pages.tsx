import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';

import { App } from '@/app/app';
import { escapeHtml, renderToHtml } from '@/app/prerender/render-html';
import { PRERENDERED_ROUTE_ATTRIBUTE, type PageHandle } from '@/app/prerendered-pages';
import { routes } from '@/app/router';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { LOCALES, SOURCE_LOCALE } from '@/config/locales';
import { activateLocale } from '@/lib/i18n/catalogs';
import { localizedPath } from '@/lib/i18n/locale-choice';

/**
 * The public pages prerendered, and their files, in every language: English at its address
 * (`/login`, login.html), another language under its code (`/es/login`, es/login.html; `/es`,
 * es/index.html). Everything else (`/app/*`, `/confirm`) is rendered in the browser from the app
 * shell. deploy/ serves each path its file.
 */
const PUBLIC_PAGES = [
  { path: paths.home, file: 'index.html', indexed: true },
  { path: paths.login, file: 'login.html', indexed: true },
  { path: paths.register, file: 'register.html', indexed: true },
  { path: paths.forgotPassword, file: 'forgot-password.html', indexed: true },
  // Any path no route knows shows the not-found page; the server sends it with status 404.
  { path: '/404', file: '404.html', indexed: false },
] as const;

type PublicPage = (typeof PUBLIC_PAGES)[number];

/** A page in one language: its address and file there. */
type PrerenderedPage = PublicPage & { locale: string; address: string; output: string };

function inLocale(page: PublicPage, locale: string): PrerenderedPage {
  return {
    ...page,
    locale,
    address: localizedPath(page.path, locale),
    output: locale === SOURCE_LOCALE ? page.file : `${locale}/${page.file}`,
  };
}

export const PRERENDERED_PAGES: PrerenderedPage[] = LOCALES.flatMap((locale) =>
  PUBLIC_PAGES.map((page) => inLocale(page, locale)),
);

/** What the social card shows, for those who cannot see it. */
const SOCIAL_IMAGE_ALT = msg`${PRODUCT_NAME}: a yard before and after its AI redesign`;

/** The social card of every public page (public/og-image.png), 1200 x 630. */
const SOCIAL_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;
type RenderedPage = { html: string; preloads: string[]; routeId: string; handle: PageHandle };

function isPageHandle(value: unknown): value is PageHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { description?: unknown }).description === 'object'
  );
}

/** The markup of the page at `path`, as the browser's first render will produce it. */
export async function renderPage(path: string, locale: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context: StaticHandlerContext | Response = await handler.query(
    new Request(new URL(path, 'http://prerender.invalid')),
  );
  if (context instanceof Response) throw new Error(`${path} answered a redirect, not a page.`);
  const leaf = context.matches.at(-1)?.route;
  if (!leaf || !isPageHandle(leaf.handle)) {
    throw new Error(`${path}: its route module must export a \`handle\` with a description.`);
  }
  // In the page's language (the root route's start language is the source's, outside a browser).
  await activateLocale(locale, ['public']);
  const router = createStaticRouter(handler.dataRoutes, context);
  // `prerender` waits for every lazy part (the theme menu) instead of leaving a fallback.
  const markup = await renderToHtml(
    <App
      router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      prerendered
    />,
  );
  // No script may come with the markup (the Content-Security-Policy allows none inline, and the
  // page must be whole without one): a Suspense boundary left pending would add some.
  if (/<script|<template/i.test(markup)) {
    throw new Error(`${path}: the prerendered markup has a script or a pending boundary.`);
  }
  // React puts the preloads of the page's first images (the landing's hero) before the markup;
  // they go into the head, where the browser finds them first.
  const preloads = /^(?:<link rel="preload"[^>]*\/>)*/.exec(markup)?.[0] ?? '';
  return {
    html: markup.slice(preloads.length),
    preloads: preloads.match(/<link[^>]*\/>/g) ?? [],
    routeId: leaf.id,
    handle: leaf.handle,
  };
}

/** `https://example.com` + `/login`; undefined without a site URL. */
function absolute(siteUrl: string | undefined, path: string) {
  return siteUrl ? `${siteUrl}${path}` : undefined;
}

/**
 * The head tags of a page: title, description, canonical link, the page's addresses in every
 * language (`hreflang`, English the default), Open Graph and Twitter card.
 */
function headTags(page: PrerenderedPage, handle: PageHandle, siteUrl: string | undefined) {
  // In the language the page was rendered in (the root route activated it).
  const title = handle.title ? `${i18n._(handle.title)} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  const description = i18n._(handle.description);
  const canonical = page.indexed ? absolute(siteUrl, page.address) : undefined;
  const alternates = canonical
    ? [
        ...LOCALES.map((locale) => ({ hreflang: locale, locale })),
        { hreflang: 'x-default', locale: SOURCE_LOCALE },
      ].map(
        ({ hreflang, locale }) =>
          `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(
            absolute(siteUrl, localizedPath(page.path, locale)) ?? '',
          )}" />`,
      )
    : [];
  const image = absolute(siteUrl, SOCIAL_IMAGE.path) ?? SOCIAL_IMAGE.path;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return {
    title: `<title>${escapeHtml(title)}</title>`,
    description: meta('name', 'description', description),
    more: [
      page.indexed ? undefined : meta('name', 'robots', 'noindex'),
      canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : undefined,
      ...alternates,
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', PRODUCT_NAME),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      canonical ? meta('property', 'og:url', canonical) : undefined,
      meta('property', 'og:image', image),
      meta('property', 'og:image:width', String(SOCIAL_IMAGE.width)),
      meta('property', 'og:image:height', String(SOCIAL_IMAGE.height)),
      meta('property', 'og:image:alt', i18n._(SOCIAL_IMAGE_ALT)),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      meta('name', 'twitter:image', image),
    ].filter((tag): tag is string => tag !== undefined),
  };
}

/** Puts a rendered page into the browser build's index.html. */
export function documentFor(
  template: string,
  page: PrerenderedPage,
  rendered: RenderedPage,
  siteUrl: string | undefined,
) {
  const tags = headTags(page, rendered.handle, siteUrl);
  const replaceOnce = (html: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${String(pattern)}.`);
    return html.replace(pattern, () => replacement);
  };
  let html = replaceOnce(template, /<html lang="[^"]*"/, `<html lang="${page.locale}"`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, tags.title);
  html = replaceOnce(html, /<meta\s+name="description"[^>]*>/, tags.description);
  html = replaceOnce(html, /<\/head>/, `  ${tags.more.join('\n    ')}\n  </head>`);
  // The image preloads go before the stylesheet and the scripts: the picture is the page's
  // largest content, and the browser starts the requests in the order it reads them.
  if (rendered.preloads.length > 0) {
    html = replaceOnce(
      html,
      /<script type="module"/,
      `${rendered.preloads.join('\n    ')}\n    <script type="module"`,
    );
  }
  // The page reads without its code, which only takes it over: the code loads after what the
  // page shows (the stylesheet, the picture), not in competition with it.
  html = replaceOnce(html, /<script type="module"/, '<script type="module" fetchpriority="low"');
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" ${PRERENDERED_ROUTE_ATTRIBUTE}="${escapeHtml(rendered.routeId)}">${rendered.html}</div>`,
  );
}
export function robotsTxt(siteUrl: string | undefined) {
  const lines = ['User-agent: *', `Disallow: ${paths.app.root}/`, `Disallow: ${paths.confirm}`];
  if (siteUrl) lines.push('', `Sitemap: ${siteUrl}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

export function sitemapXml(siteUrl: string) {
  const urls = PRERENDERED_PAGES.filter((page) => page.indexed).map(
    (page) => `  <url><loc>${escapeHtml(`${siteUrl}${page.address}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
