import { isShowableUrl } from '@/lib/api/safe-url';

/**
 * A generation's first pictures read straight from the API's JSON, before its schema
 * (generation-schemas.ts) has loaded to parse it, so that they can be asked for while the
 * screen's code still loads (src/app/early-screen-data.ts). They are the addresses the schema
 * keeps and the screens show: `finalImageUrl` (the result) and the first of `sourceImages` the app
 * may show (the before picture, a list's source thumbnail). Anything unexpected is no picture.
 */
export type RawGenerationPictures = {
  createdAt: string | undefined;
  result: string | undefined;
  firstSource: string | undefined;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function text(value: unknown) {
  return typeof value === 'string' ? value : undefined;
}

function picture(value: unknown) {
  return typeof value === 'string' && isShowableUrl(value) ? value : undefined;
}

/** The pictures of one generation as the API sends it (GET .../yard-vision-generation/{id}). */
export function rawGenerationPictures(raw: unknown): RawGenerationPictures | undefined {
  if (!isRecord(raw)) return undefined;
  const sources = Array.isArray(raw.sourceImages) ? (raw.sourceImages as unknown[]) : [];
  return {
    createdAt: text(raw.createdAt),
    result: picture(raw.finalImageUrl),
    firstSource: sources.map(picture).find((url) => url !== undefined),
  };
}

/** The pictures of each generation of a list as the API sends it (`{ items: [...] }`), in order. */
export function rawGenerationListPictures(raw: unknown): RawGenerationPictures[] {
  if (!isRecord(raw) || !Array.isArray(raw.items)) return [];
  return (raw.items as unknown[]).flatMap((item) => rawGenerationPictures(item) ?? []);
}
