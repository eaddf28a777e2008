import type { GenerationSettings } from '@/entities/generation/model/generation-settings';

/** What the demo renderer needs to turn a source photo into a redesigned-looking image. */
export type DemoRenderInput = {
  /** The first source image (JPEG, PNG or WebP bytes). */
  source: Blob;
  style: { name: string; description?: string };
  settings: GenerationSettings;
  /** The generation id: makes rain, snow and cloud positions the same on every render. */
  seed: string;
  /**
   * The words painted on the picture, in the app's language (made on the main thread: the
   * worker translates nothing). Without them: the style's name and '<product> demo'.
   */
  label?: DemoLabel;
};

/** The label painted in a demo design's corner: the style, and that it is a demo. */
export type DemoLabel = { title: string; subtitle: string };

/** Resolves to an image/jpeg Blob; rejects with an Error whose message can be shown to the user. */
export type DemoRenderer = (input: DemoRenderInput) => Promise<Blob>;

/** A render request sent to the demo renderer's worker; `id` pairs it with its reply. */
export type DemoRenderRequest = { id: number; input: DemoRenderInput };

/**
 * The worker's reply. `unsupported` means the worker cannot paint at all (no 2D OffscreenCanvas),
 * so the caller retries on the main thread instead of failing the render.
 */
export type DemoRenderReply =
  { id: number; blob: Blob } | { id: number; error: string; unsupported?: boolean };

/** The messages a demo render can fail with. */
export const DEMO_RENDER_ERRORS = {
  unreadable: 'The source image could not be read.',
  failed: 'The demo image could not be created.',
} as const;

/** The JPEG quality of a demo design's picture. */
export const DEMO_JPEG_QUALITY = 0.85;
