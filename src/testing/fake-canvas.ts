import { vi } from 'vitest';

/** A call that drew something, with the fill it drew with. */
export type Call = { name: string; args: number[]; fillStyle: string };

/**
 * The 2D context of a canvas in the test DOM, which has none. signature_pad draws with a handful
 * of its calls: this context records them, so a test sees what was drawn, where, at which scale
 * and in which ink, and the texts written (`texts`).
 */
export class FakeContext {
  calls: Call[] = [];
  fillStyle = '';
  strokeStyle = '';
  lineWidth = 1;
  lineCap = 'butt';
  globalCompositeOperation = 'source-over';
  font = '10px sans-serif';
  textBaseline = 'alphabetic';
  /** The texts written, with the settings they were written with. */
  texts: { text: string; x: number; y: number; font: string; fillStyle: string }[] = [];
  readonly canvas: HTMLCanvasElement;
  constructor(canvas: HTMLCanvasElement) {
    this.canvas = canvas;
  }
  private record(name: string, args: number[]) {
    this.calls.push({ name, args, fillStyle: this.fillStyle });
  }
  fillRect(...args: number[]) {
    this.record('fillRect', args);
  }
  clearRect(...args: number[]) {
    this.record('clearRect', args);
  }
  beginPath() {}
  closePath() {}
  moveTo() {}
  lineTo(...args: number[]) {
    this.record('lineTo', args);
  }
  arc(...args: number[]) {
    this.record('arc', args);
  }
  fill() {
    this.record('fill', []);
  }
  stroke() {
    this.record('stroke', []);
  }
  save() {}
  restore() {}
  setTransform(...args: number[]) {
    this.record('setTransform', args);
  }
  drawImage() {
    this.record('drawImage', []);
  }
  /** Letters 20 px wide at any size: enough to see the picture fit the name. */
  measureText(text: string) {
    return { width: 20 * text.length };
  }
  fillText(text: string, x: number, y: number) {
    this.texts.push({ text, x, y, font: this.font, fillStyle: this.fillStyle });
  }
  /** What was drawn since the last call, and forget it. */
  take() {
    const calls = this.calls;
    this.calls = [];
    return calls;
  }
}

/** The first bytes of every PNG. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * A 2D canvas for this test (the test DOM has none; `restoreMocks` takes it away after): each
 * canvas's context is a FakeContext, kept in `contexts`, and `toBlob` gives a picture of the
 * canvas, a PNG's signature followed by the texts written on it, so that a test can tell which
 * drawing a picture is (`textsOfPicture`).
 */
export function installFakeCanvas() {
  const contexts = new Map<HTMLCanvasElement, FakeContext>();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    const context = contexts.get(this) ?? new FakeContext(this);
    contexts.set(this, context);
    return context as unknown as CanvasRenderingContext2D;
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback,
    type,
  ) {
    const texts = contexts.get(this)?.texts.map(({ text }) => text) ?? [];
    const written = new TextEncoder().encode(JSON.stringify(texts));
    callback(new Blob([new Uint8Array(PNG_SIGNATURE), written], { type }));
  });
  return {
    contexts,
    /** The context of `canvas`, which must have been asked for one. */
    contextOf(canvas: HTMLElement): FakeContext {
      const context = canvas instanceof HTMLCanvasElement ? contexts.get(canvas) : undefined;
      if (!context) throw new Error('No context was asked of this canvas.');
      return context;
    },
  };
}

/** The texts written on the canvas that `picture` (from `installFakeCanvas`'s toBlob) is of. */
export function textsOfPicture(picture: Uint8Array): string[] {
  const signed = PNG_SIGNATURE.every((byte, index) => picture[index] === byte);
  if (!signed) throw new Error('Not a picture of a canvas.');
  return JSON.parse(new TextDecoder().decode(picture.slice(PNG_SIGNATURE.length))) as string[];
}
