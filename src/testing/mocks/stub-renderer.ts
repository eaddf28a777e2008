import type { DemoRenderer } from '@/demo/renderer/demo-renderer-types';

/** The first bytes of the image formats a browser decodes. */
const IMAGE_SIGNATURES = [
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0x52, 0x49, 0x46, 0x46], // RIFF (WebP)
  [0x47, 0x49, 0x46], // GIF
];

/**
 * The demo renderer for the test DOM, which has no canvas: an image-typed blob naming the style and
 * settings. Like the real renderer, a source that is not an image fails.
 */
export const stubRenderer: DemoRenderer = async ({ source, style, settings }) => {
  const head = new Uint8Array(await source.slice(0, 4).arrayBuffer());
  const isImage = IMAGE_SIGNATURES.some((signature) =>
    signature.every((byte, index) => head[index] === byte),
  );
  if (!isImage) throw new Error('The source image could not be read.');
  const description = `${style.name}|${Object.values(settings).join('|')}`;
  return new Blob([description], { type: 'image/jpeg' });
};
