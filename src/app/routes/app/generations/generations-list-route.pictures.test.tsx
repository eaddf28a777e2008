import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fakeAppClock } from '@/testing/app-clock';
import { setViewportWidth } from '@/testing/match-media';
import { seedGeneration } from '@/testing/seed-generations';
import { renderApp } from '@/testing/test-utils';
import { thumbnailsAsked } from '@/testing/thumbnails';

/*
 * The pictures a screen opens with in view are asked for at once: never lazy, the list's first
 * row and a design's result with high priority; the rest of the list's thumbnails load as they
 * come near. The list's thumbnails are asked for once the list has painted (its text first).
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
  it("asks for the table's thumbnails in view at once, the first row's first", async () => {
    // The thumbnails wait for the list to paint: on a fake clock, in no real time.
    fakeAppClock();
    // A page of the list is five designs: all in a laptop's view.
    await seedDesigns(5);
    renderApp('/app/generations', { session: true });
    const table = await screen.findByRole('table');
    await thumbnailsAsked(table);
    const finals = pictures(table, /^Final image of/);
    const sources = pictures(table, /^Source image of/);
    const expected = [['eager', 'high'], ...Array.from({ length: 4 }, () => ['eager', null])];
    expect(finals.map(priorityOf)).toEqual(expected);
    expect(sources.map(priorityOf)).toEqual(expected);
  });

  it('on a phone, the first four entries at once, the first first; the fifth as it comes near', async () => {
    setViewportWidth(375);
    fakeAppClock();
    await seedDesigns(5);
    renderApp('/app/generations', { session: true });
    const list = await screen.findByRole('list', { name: 'Your designs, newest first' });
    await thumbnailsAsked(list);
    const finals = pictures(list, /^Final image of/);
    expect(finals.map(priorityOf)).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['eager', null],
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
