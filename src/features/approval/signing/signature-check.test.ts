// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  checkSignature,
  checkTypedSignature,
  isSignatureEmpty,
  MIN_SIGNATURE_LENGTH,
  MIN_SIGNATURE_WIDTH,
  signatureBounds,
  strokeLength,
  usableStrokes,
  type SignatureStrokes,
} from '@/features/approval/signing/signature-check';

/** One stroke through `points` ([x, y] in CSS px), 16 ms apart. */
function stroke(...points: [number, number][]): SignatureStrokes[number] {
  return { points: points.map(([x, y], i) => ({ x, y, time: 1000 + 16 * i, pressure: 0.5 })) };
}

/** A cursive-like name on a 300 px pad: a wave 30 px high from x = 50 to x = 250, then a dot. */
const name: SignatureStrokes = [
  stroke(
    ...Array.from({ length: 41 }, (_, i): [number, number] => [50 + 5 * i, 90 + 15 * Math.sin(i)]),
  ),
  stroke([260, 70]),
];

describe('strokeLength', () => {
  it('adds up each stroke’s segments, and not the jumps between strokes', () => {
    expect(strokeLength([stroke([0, 0], [3, 4], [3, 10]), stroke([100, 100], [100, 110])])).toBe(
      5 + 6 + 10,
    );
  });

  it('is 0 for nothing, and for dots', () => {
    expect(strokeLength([])).toBe(0);
    expect(strokeLength([{ points: [] }, stroke([40, 40]), stroke([80, 80])])).toBe(0);
  });
});

describe('signatureBounds', () => {
  it('is the box around every point of every stroke', () => {
    expect(signatureBounds([stroke([30, 50], [90, 20]), stroke([10, 70])])).toEqual({
      left: 10,
      top: 20,
      right: 90,
      bottom: 70,
    });
  });

  it('is undefined when nothing is drawn', () => {
    expect(signatureBounds([])).toBeUndefined();
    expect(signatureBounds([{ points: [] }])).toBeUndefined();
  });
});

describe('checkSignature', () => {
  it('finds nothing drawn empty', () => {
    expect(checkSignature([])).toBe('empty');
    expect(checkSignature([{ points: [] }])).toBe('empty');
  });

  it('finds a tap empty: strokes of one point each, or of points without a place, draw no line', () => {
    // A finger put down and lifted, or moved less than the pad notices: one point per stroke.
    expect(checkSignature([stroke([150, 90])])).toBe('empty');
    expect(checkSignature([stroke([150, 90]), stroke([200, 60]), { points: [] }])).toBe('empty');
    // Every point of the stroke at the same place.
    expect(checkSignature([stroke([150, 90], [150, 90], [150, 90])])).toBe('empty');
    // Points a device could not place are no ink.
    expect(checkSignature([stroke([NaN, NaN], [Infinity, 90], [150, NaN])])).toBe('empty');
    expect(isSignatureEmpty([stroke([150, 90])])).toBe(true);
    expect(isSignatureEmpty([stroke([100, 100], [110, 110])])).toBe(false);
  });

  it('does not let points without a place make a drawing pass', () => {
    const dash = stroke([100, 100], [110, 100]);
    const lost = stroke([NaN, 100], [120, NaN], [Infinity, -Infinity]);
    expect(checkSignature([dash, lost])).toBe('too-short');
    expect(strokeLength([lost])).toBe(0);
    expect(signatureBounds([dash, lost])).toEqual({ left: 100, top: 100, right: 110, bottom: 100 });
    expect(usableStrokes([dash, lost, { points: [] }])).toEqual([dash]);
  });

  it('refuses a tick and a short dash', () => {
    expect(checkSignature([stroke([100, 100], [110, 110], [130, 80])])).toBe('too-short');
    expect(checkSignature([stroke([100, 100], [140, 100], [180, 100])])).toBe('too-short');
  });

  it('refuses a long scribble in one spot: a name runs sideways', () => {
    const scribble = stroke(
      ...Array.from({ length: 20 }, (_, i): [number, number] => [i % 2 ? 140 : 100, 80 + i]),
    );
    expect(strokeLength([scribble])).toBeGreaterThan(MIN_SIGNATURE_LENGTH);
    expect(checkSignature([scribble])).toBe('too-short');
  });

  it('accepts a name written across a phone’s pad', () => {
    expect(strokeLength(name)).toBeGreaterThan(2 * MIN_SIGNATURE_LENGTH);
    expect(checkSignature(name)).toBeUndefined();
  });

  it('accepts a signature from exactly the shortest length and width', () => {
    const up = MIN_SIGNATURE_LENGTH - MIN_SIGNATURE_WIDTH;
    const corner = stroke([0, 100], [0, 100 - up], [MIN_SIGNATURE_WIDTH, 100 - up]);
    expect(strokeLength([corner])).toBe(MIN_SIGNATURE_LENGTH);
    expect(checkSignature([corner])).toBeUndefined();

    const shorter = stroke([0, 100], [0, 101 - up], [MIN_SIGNATURE_WIDTH, 101 - up]);
    expect(checkSignature([shorter])).toBe('too-short');
    const narrower = stroke([1, 100], [1, 100 - up], [MIN_SIGNATURE_WIDTH, 100 - up]);
    expect(checkSignature([narrower, stroke([1, 0], [1, -10])])).toBe('too-short');
  });
});

describe('checkTypedSignature', () => {
  it('takes a typed name, in any script, and finds nothing, spaces or marks alone empty', () => {
    expect(checkTypedSignature('Dana Whitfield')).toBeUndefined();
    expect(checkTypedSignature('José Núñez')).toBeUndefined();
    expect(checkTypedSignature('李小龍')).toBeUndefined();
    expect(checkTypedSignature('')).toBe('empty');
    expect(checkTypedSignature('   ')).toBe('empty');
    expect(checkTypedSignature(' . - ')).toBe('empty');
  });
});
