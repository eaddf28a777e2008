// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  beforePhotos,
  compareRequestMessage,
  compareRequestOf,
  listPathWithSelection,
  parseRefList,
  selectionFromParams,
  toggleSelection,
  withoutRef,
  writeSelection,
  type CompareRequest,
} from '@/features/history/model/compare-selection';
import { text } from '@/testing/i18n';

/** The studio's message for a request, as the user reads it. */
function messageOf(request: CompareRequest) {
  const message = compareRequestMessage(request);
  return message && { title: text(message.title), text: text(message.text) };
}

describe('parseRefList', () => {
  it('keeps the order, drops empties, blanks and repeats', () => {
    expect(parseRefList('b, a,,b , c,')).toEqual(['b', 'a', 'c']);
    expect(parseRefList('')).toEqual([]);
    expect(parseRefList(null)).toEqual([]);
  });
});

describe('compareRequestOf', () => {
  it('shows 2 to 4 designs', () => {
    expect(compareRequestOf('a,b')).toEqual({ kind: 'ready', refs: ['a', 'b'] });
    expect(compareRequestOf('a,b,c,d')).toEqual({ kind: 'ready', refs: ['a', 'b', 'c', 'd'] });
    expect(compareRequestOf('a,a,b')).toEqual({ kind: 'ready', refs: ['a', 'b'] });
  });

  it('says what is wrong with fewer than 2 or more than 4', () => {
    const none = compareRequestOf(undefined);
    expect(none).toEqual({ kind: 'too-few', refs: [] });
    expect(messageOf(none)?.title).toBe('Choose at least 2 designs to compare');
    expect(messageOf(compareRequestOf('a,a'))?.text).toMatch(/only one design/);

    const many = compareRequestOf('a,b,c,d,e');
    expect(many).toEqual({
      kind: 'too-many',
      refs: ['a', 'b', 'c', 'd', 'e'],
      first: ['a', 'b', 'c', 'd'],
    });
    expect(messageOf(many)).toEqual({
      title: 'You can compare up to 4 designs',
      text: 'This comparison names 5 designs. Compare the first 4, or go back to your history and choose again.',
    });
    expect(messageOf(compareRequestOf('a,b'))).toBeNull();
  });
});

describe('the list selection', () => {
  it('comes from and goes to the address, at most 4', () => {
    expect(selectionFromParams(new URLSearchParams('selected=a,b,a,c,d,e'))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    const params = new URLSearchParams('q=x&page=2');
    writeSelection(params, ['a', 'b']);
    expect(params.get('selected')).toBe('a,b');
    expect(params.get('page')).toBe('2');
    writeSelection(params, []);
    expect(params.has('selected')).toBe(false);
  });

  it('toggles, never past 4', () => {
    expect(toggleSelection([], 'a')).toEqual(['a']);
    expect(toggleSelection(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleSelection(['a', 'b', 'c', 'd'], 'e')).toEqual(['a', 'b', 'c', 'd']);
    expect(toggleSelection(['a', 'b', 'c', 'd'], 'c')).toEqual(['a', 'b', 'd']);
  });

  it('removes one design and leads back to the list with the rest chosen', () => {
    expect(withoutRef(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(listPathWithSelection('/app/generations', ['a', 'c'])).toBe(
      '/app/generations?selected=a%2Cc',
    );
    expect(listPathWithSelection('/app/generations', [])).toBe('/app/generations');
  });
});

describe('beforePhotos', () => {
  it('is shared when every design names the same first source, signatures aside', () => {
    expect(
      beforePhotos([
        { sourceImages: ['https://x/a.jpg?sig=1'] },
        { sourceImages: ['https://x/a.jpg?sig=2', 'https://x/b.jpg'] },
      ]).shared,
    ).toBe(true);
    expect(
      beforePhotos([{ sourceImages: ['https://x/a.jpg'] }, { sourceImages: ['https://x/b.jpg'] }])
        .shared,
    ).toBe(false);
    expect(beforePhotos([{ sourceImages: ['https://x/a.jpg'] }, { sourceImages: [] }]).shared).toBe(
      false,
    );
  });
});
