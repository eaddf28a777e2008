// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { clampLines, settingsLine, toPdfText } from '@/lib/pdf/pdf-typesetting';

describe('toPdfText', () => {
  it('keeps what the standard fonts show: Latin-1 and the Windows-1252 extras', () => {
    const text = 'Café naïve “quoted” – dash… 50 € • Fall · Cloudy';
    expect(toPdfText(text)).toBe(text);
  });

  it('drops accents the fonts lack and replaces close relatives', () => {
    // ó is Latin-1 and stays; Ł, ź, ń, Ő and ı are not.
    expect(toPdfText('Łódź Gdańsk Ő ı')).toBe('Lódz Gdansk O i');
    expect(toPdfText('a\u2011b\u202fc\u2212d')).toBe('a-b c-d');
  });

  it('leaves out emoji with their joiners and marks a character it cannot show', () => {
    expect(toPdfText('Great yard 👍🏽 for kids 👨‍👩‍👧!')).toBe('Great yard for kids !');
    expect(toPdfText('庭 garden')).toBe('? garden');
  });

  it('keeps line breaks and turns tabs into spaces', () => {
    expect(toPdfText('one\r\ntwo\tthree')).toBe('one\ntwo three');
  });
});

describe('text helpers', () => {
  it('clamps wrapped lines with an ellipsis', () => {
    expect(clampLines(['one', 'two'], 3)).toEqual(['one', 'two']);
    expect(clampLines(['first line', 'second line', 'third'], 2)).toEqual([
      'first line',
      'second li…',
    ]);
  });

  it('writes the settings line', () => {
    expect(settingsLine(['Fall', 'Cloudy', '', 'Dusk', 'Calm'])).toBe(
      'Fall · Cloudy · Dusk · Calm',
    );
  });
});
