#!/usr/bin/env node
// Renders the site's icons and its social card into public/, from public/favicon.svg and the
// landing page's hero picture. Run it by hand after changing either, and commit what it writes
// (the build only copies public/):  node scripts/render-site-images.mjs
//
//   favicon.ico              16 and 32 px (PNG inside), the logo as it is
//   icon-192.png, icon-512.png  the logo as it is (round-cornered square, transparent corners)
//   apple-touch-icon.png     180 px, opaque: the logo's green to the edges (iOS rounds it itself)
//   icon-maskable-512.png    opaque, the leaf well inside the maskable safe zone (the circle of
//                            radius 40 % in the middle), so any mask shape leaves it whole
//   og-image.png             1200 x 630 social card: name, tagline and the hero picture
//
// Renders with Chromium (playwright-core; CHROMIUM_PATH or /usr/bin/chromium). Then it shrinks
// the PNGs with pngquant and optipng when they are installed (`apt-get install pngquant optipng`);
// without them the files are only larger.
/* global document -- in the function that runs in the page */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url));

/** The product's texts and the dark theme's colours (src/config/product.ts, src/index.css). */
const PRODUCT_NAME = 'YardVision';
const TAGLINE_LEAD = 'Transform Your Outdoor Space';
const TAGLINE_ACCENT = 'with AI';
const DESCRIPTION =
  'Turn photos of your yard into <span class="nowrap">AI-redesigned</span> landscape designs.';
const BACKGROUND = '#0b110d'; // --background, dark: oklch(0.17 0.012 155)
const FOREGROUND = '#f2f6f3'; // --foreground, dark
const MUTED = '#a8b1a9'; // --muted-foreground, dark
const PRIMARY = '#51c672'; // --primary, dark

const logo = readFileSync(`${PUBLIC}favicon.svg`, 'utf8');
const LOGO_BOX = /<rect width="32" height="32" rx="7" fill="(#[0-9a-f]{6})"\/>/i;
const logoBox = LOGO_BOX.exec(logo);
if (!/viewBox="0 0 32 32"/.test(logo) || !logoBox) {
  throw new Error(
    'public/favicon.svg changed shape (a 32x32 viewBox, a rect with round corners): adapt fullBleed().',
  );
}

/**
 * The logo on a full-bleed square of its green, `size` units wide (the logo is 32), centred on
 * the leaf (16, 17) rather than on the old square, which no longer shows.
 */
function fullBleed(size) {
  const x = 16 - size / 2;
  const y = 17 - size / 2;
  return logo
    .replace('viewBox="0 0 32 32"', `viewBox="${x} ${y} ${size} ${size}"`)
    .replace(
      LOGO_BOX,
      `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${logoBox[1]}"/>`,
    );
}

const dataUrl = (type, bytes) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

async function renderSvg(page, svg, size) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}img{display:block}</style>` +
      `<img src="${dataUrl('image/svg+xml', svg)}" width="${size}" height="${size}" alt="">`,
  );
  await page.locator('img').evaluate((img) => img.decode());
  return page.screenshot({ omitBackground: true });
}

function socialCard() {
  const hero = readFileSync(`${PUBLIC}landing/hero-before-after-1280.webp`);
  return `<!doctype html>
<html><head><style>
  html, body { margin: 0; width: 1200px; height: 630px; overflow: hidden; }
  body {
    box-sizing: border-box; display: flex; align-items: center; gap: 44px; padding: 0 48px 0 64px;
    background: radial-gradient(circle at 85% 50%, #173d24 0%, ${BACKGROUND} 60%);
    font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; color: ${FOREGROUND};
  }
  .text { flex: 1; }
  .brand { display: flex; align-items: center; gap: 16px; font-size: 40px; font-weight: 700; }
  .brand img { width: 64px; height: 64px; }
  h1 { margin: 40px 0 24px; font-size: 58px; line-height: 1.08; letter-spacing: -1px; }
  h1 span { color: ${PRIMARY}; }
  p { margin: 0; font-size: 26px; line-height: 1.35; color: ${MUTED}; }
  .nowrap { white-space: nowrap; }
  figure { position: relative; margin: 0; flex: none; }
  figure img {
    display: block; width: 560px; height: 420px; border-radius: 20px;
    box-shadow: 0 24px 60px rgb(0 0 0 / 45%);
  }
  figure span {
    position: absolute; top: 16px; padding: 6px 14px; border-radius: 999px;
    background: rgb(11 17 13 / 78%); font-size: 20px; font-weight: 700;
  }
</style></head>
<body>
  <div class="text">
    <div class="brand"><img src="${dataUrl('image/svg+xml', logo)}" alt="">${PRODUCT_NAME}</div>
    <h1>${TAGLINE_LEAD} <span>${TAGLINE_ACCENT}</span></h1>
    <p>${DESCRIPTION}</p>
  </div>
  <figure>
    <img src="${dataUrl('image/webp', hero)}" alt="">
    <span style="left: 16px">Before</span><span style="right: 16px">After</span>
  </figure>
</body></html>`;
}

/** An .ico holding the given PNGs (width = height); every current browser reads PNG entries. */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

function has(tool) {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const PNGQUANT = has('pngquant');
const OPTIPNG = has('optipng');
if (!PNGQUANT || !OPTIPNG) console.warn('pngquant or optipng is missing: the PNGs stay larger.');

/** The PNG made smaller: a 256-colour palette where that looks the same, then lossless. */
function optimise(png) {
  let out = png;
  if (PNGQUANT) {
    try {
      out = execFileSync('pngquant', ['--quality=85-100', '--speed=1', '--strip', '-'], {
        input: out,
      });
    } catch {
      // Quality not reachable with a palette: keep the full-colour PNG.
    }
  }
  if (OPTIPNG) {
    const dir = mkdtempSync(join(tmpdir(), 'yardvision-png-'));
    const file = join(dir, 'image.png');
    writeFileSync(file, out);
    execFileSync('optipng', ['-quiet', '-o7', '-strip', 'all', file]);
    out = readFileSync(file);
    rmSync(dir, { recursive: true, force: true });
  }
  return out.length < png.length ? out : png;
}

function save(name, bytes) {
  writeFileSync(`${PUBLIC}${name}`, bytes);
  console.log(`  ${(bytes.length / 1000).toFixed(1).padStart(7)} kB  public/${name}`);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();

  const favicons = [];
  for (const size of [16, 32]) {
    favicons.push({ size, png: optimise(await renderSvg(page, logo, size)) });
  }
  save('favicon.ico', ico(favicons));
  save('icon-192.png', optimise(await renderSvg(page, logo, 192)));
  save('icon-512.png', optimise(await renderSvg(page, logo, 512)));
  // The leaf reaches 11.2 units from its centre: 33 % of a 34-unit square, 31 % of a 36-unit one
  // (the maskable safe zone is a circle of 40 %).
  save('apple-touch-icon.png', optimise(await renderSvg(page, fullBleed(34), 180)));
  save('icon-maskable-512.png', optimise(await renderSvg(page, fullBleed(36), 512)));

  await page.setViewportSize({ width: 1200, height: 630 });
  await page.setContent(socialCard());
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())));
  save('og-image.png', optimise(await page.screenshot()));
} finally {
  await browser.close();
}
