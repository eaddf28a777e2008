/**
 * The shapes the pixel model of 'Keep and mix' works on: plain typed arrays, no DOM and no
 * canvas, so the same code runs in the editor's worker and in Node's unit tests.
 */

/** An RGBA picture: 4 bytes a pixel, rows top to bottom (the layout of ImageData). */
export type Picture = { width: number; height: number; data: Uint8ClampedArray };

/** An area of a picture in whole pixels: columns x to x + width - 1, rows y to y + height - 1. */
export type Rect = { x: number; y: number; width: number; height: number };

/** How much of each pixel of `rect` an operation covers, 0-255, row by row (rect.width * rect.height bytes). */
export type Coverage = { rect: Rect; data: Uint8Array };
