import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { TEST_USER } from '@/testing/tokens';

const ORG = TEST_USER.organizationRef;
const GENERATIONS = `/api/${ORG}/yard-vision-generation`;

/** A design whose every picture is an address the app must never show nor fetch. */
const HOSTILE = {
  sk: 'gen-hostile',
  createdAt: '2026-11-03T10:00:00.000Z',
  currentStep: 'completed',
  style: { name: 'Natural Accent', description: 'Native grasses soften the edges.' },
  finalImageUrl: 'javascript:alert(document.cookie)',
  sourceImages: ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>'],
  inspirationImages: ['vbscript:msgbox(1)', 'blob:https://evil.example/1'],
};

/** Every address the page hands to the DOM: pictures' and links'. */
function addressesInPage() {
  return [
    ...Array.from(document.querySelectorAll('img'), (img) => img.getAttribute('src') ?? ''),
    ...Array.from(document.querySelectorAll('a'), (link) => link.getAttribute('href') ?? ''),
    ...Array.from(document.querySelectorAll('source'), (source) => source.srcset),
  ];
}

function expectNoHostileAddress() {
  for (const address of addressesInPage()) {
    expect(address).not.toMatch(/^\s*(javascript|data|vbscript|blob):/i);
  }
}

describe('a design whose pictures are not web addresses', () => {
  it('shows its detail page as one without pictures, and fetches none of them', async () => {
    const fetched: string[] = [];
    server.events.on('request:start', ({ request }) => fetched.push(request.url));
    server.use(http.get(`${GENERATIONS}/${HOSTILE.sk}`, () => HttpResponse.json(HOSTILE)));
    renderApp(`/app/generations/${HOSTILE.sk}`, { session: true });
    await screen.findByRole('heading', { level: 1, name: 'Yard Vision Generation' });

    // finalImageUrl: no result card, no download, no before and after.
    expect(screen.queryByText('Generated Result')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Before and After')).not.toBeInTheDocument();
    // sourceImages and inspirationImages: the screens' usual text for none.
    expect(screen.getByText('No source images have been uploaded.')).toBeInTheDocument();
    expect(screen.getByText('No inspiration images.')).toBeInTheDocument();
    expect(screen.queryAllByRole('img')).toEqual([]);
    expectNoHostileAddress();
    expect(fetched.filter((url) => !url.includes(GENERATIONS))).toEqual([]);
  });

  it('shows it in the history list without thumbnails', async () => {
    server.use(http.get(GENERATIONS, () => HttpResponse.json({ items: [HOSTILE] })));
    renderApp('/app/generations', { session: true });
    const table = await screen.findByRole('table');
    const row = within(table).getByText('Natural Accent').closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getAllByText('No image')).toHaveLength(2);
    expect(within(table).queryAllByRole('img')).toEqual([]);
    expectNoHostileAddress();
  });
});
