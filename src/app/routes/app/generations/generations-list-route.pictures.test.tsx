import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { setViewportWidth } from '@/testing/match-media';
import { seedGeneration } from '@/testing/seed-generations';
import { renderApp } from '@/testing/test-utils';

/*
 * The pictures a screen opens with in view are asked for at once and first: the list's first
 * thumbnails and a design's result are never lazy and go with high priority; the rest of the
 * list's thumbnails load as they come near.
 */

async function seedDesigns(count: number) {
  for (let day = 1; day <= count; day++) {
    await seedGeneration({
      style: { name: `Style ${day}` },
      createdAt: `2026-11-0${day}T10:00:00.000Z`,
    });
  }
}

function pictures(container: HTMLElement, name: RegExp) {
  return within(container).getAllByRole('img', { name });
}

function priorityOf(image: HTMLElement) {
  return [image.getAttribute('loading'), image.getAttribute('fetchpriority')];
}

describe('pictures in view first', () => {
  it("asks for the table's thumbnails at once, with high priority", async () => {
    await seedDesigns(5);
    renderApp('/app/generations', { session: true });
    const table = await screen.findByRole('table');
    const images = pictures(table, /^(Source|Final) image of/);
    expect(images).toHaveLength(10);
    expect(images.map(priorityOf)).toEqual(images.map(() => ['eager', 'high']));
  });

  it('on a phone, the first four entries first; the fifth loads as it comes near', async () => {
    setViewportWidth(375);
    await seedDesigns(5);
    renderApp('/app/generations', { session: true });
    const list = await screen.findByRole('list', { name: 'Your designs, newest first' });
    const finals = pictures(list, /^Final image of/);
    expect(finals.map(priorityOf)).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
    ]);
  });

  it("asks for a design's result at once, with high priority", async () => {
    const design = await seedGeneration({ style: { name: 'Natural Accent' } });
    renderApp(`/app/generations/${design.sk}`, { session: true });
    await screen.findByRole('heading', { level: 1, name: 'Yard Vision Generation' });
    const result = await screen.findByRole('button', { name: /Generated Result/ });
    const image = result.querySelector('img');
    expect(image && priorityOf(image)).toEqual(['eager', 'high']);
  });
});
