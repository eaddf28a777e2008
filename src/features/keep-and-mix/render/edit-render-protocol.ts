import type { EditOperation, LayerId } from '@/entities/generation/edits/edit-operations';
import type { Tint } from '@/features/keep-and-mix/model/coverage-overlay';

/**
 * What the editor's page and its render worker say to each other ('Keep and mix'). The worker
 * holds the pictures at the result's full size and the masks; the page sends what the user drew
 * and paints what comes back.
 */

export type Size = { width: number; height: number };

/** Each layer's tint in the overlay of the painted area, in the layers' order. */
export type LayerTints = [LayerId, Tint][];
export type Rect = { x: number; y: number; width: number; height: number };

/** A layer's picture to decode. */
export type SourcePicture = { layer: LayerId; blob: Blob };

export type RenderJob =
  /** Decodes the design's result and the layers' pictures (stretched to the result's size). */
  | { kind: 'load'; result: Blob; layers: SourcePicture[] }
  /**
   * The edit made of `operations`: the part of the picture that changed, and of the overlay
   * (the painted area, tinted by layer) when `tints` are given.
   */
  | { kind: 'render'; operations: EditOperation[]; tints: LayerTints }
  /** The whole edit as a JPEG at the result's size. */
  | { kind: 'encode'; quality: number };

export type LoadResult = {
  kind: 'load';
  result: Size;
  /** Each layer's own size before it was scaled (a size that differs is said on screen). */
  layers: { layer: LayerId; size: Size }[];
  /** The layers that could not be decoded. */
  undecodable: LayerId[];
};

export type RenderResult = {
  kind: 'render';
  /** The part that changed (none: nothing did). */
  rect: Rect | undefined;
  /** The composite's pixels of `rect`, RGBA. */
  pixels: Uint8ClampedArray<ArrayBuffer> | undefined;
  /** The overlay's pixels of `rect`, RGBA. */
  overlay: Uint8ClampedArray<ArrayBuffer> | undefined;
  /** The layers the edit takes regions from, in first-use order. */
  layersUsed: LayerId[];
  /** How long the full-size picture took to make, in ms. */
  milliseconds: number;
};

/** The edit's picture, and the layers it takes regions from (what the edit is made of). */
export type EncodeResult = { kind: 'encode'; jpeg: Blob; layersUsed: LayerId[] };

export type RenderOutcome = LoadResult | RenderResult | EncodeResult;

export type RenderRequest = { id: number; job: RenderJob };

export type RenderReply =
  | { id: number; ok: true; outcome: RenderOutcome }
  | { id: number; ok: false; reason: 'unsupported' | 'undecodable' | 'failed'; detail: string };
