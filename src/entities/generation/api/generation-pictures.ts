import { isShowableUrl } from '@/lib/api/safe-url';

/**
 * A generation's result picture read straight from the API's JSON, before its schema
 * (generation-schemas.ts) has loaded to parse it, so that it can be asked for while the design
 * page's code still loads (src/app/early-screen-data.ts): the address the schema keeps and the
 * page shows (`finalImageUrl`). Anything unexpected is no picture.
 */
export type RawGenerationPictures = { result: string | undefined };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function picture(value: unknown) {
  return typeof value === 'string' && isShowableUrl(value) ? value : undefined;
}

/** The pictures of one generation as the API sends it (GET .../yard-vision-generation/{id}). */
export function rawGenerationPictures(raw: unknown): RawGenerationPictures | undefined {
  if (!isRecord(raw)) return undefined;
  return { result: picture(raw.finalImageUrl) };
}
