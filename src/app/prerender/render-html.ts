import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/** Build time only (Node): what the prerenderer's parts share to write HTML. */

export function escapeHtml(text: string) {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Markup React renders, as a string (waits for anything lazy). */
export async function renderToHtml(element: ReactNode) {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}
