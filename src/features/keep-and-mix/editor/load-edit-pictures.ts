import type { LayerId } from '@/entities/generation/edits/edit-operations';
import type { EditLayer } from '@/features/keep-and-mix/editor/edit-layers';
import type { SourcePicture } from '@/features/keep-and-mix/render/edit-render-protocol';
import { downloadBlob, isNetworkError } from '@/lib/api/api-client';
import { isBrowserOffline } from '@/lib/network/network-status';

/**
 * Why the editor cannot open: the storage refuses to let the app read the pictures (no CORS),
 * the network is not there, the result is no picture, or something else went wrong.
 */
export type PictureTrouble = 'storage-refused' | 'offline' | 'undecodable' | 'failed';

export type LoadedPictures =
  | { kind: 'pictures'; result: Blob; layers: SourcePicture[]; missing: LayerId[] }
  | { kind: 'trouble'; trouble: PictureTrouble };

/**
 * Whether the storage answers `url` to an `<img>` (which needs no CORS) though the download
 * failed: then the storage refuses the app's reading of it, which a canvas needs.
 */
function showsWithoutCors(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = url;
  });
}

async function troubleOf(error: unknown, url: string): Promise<PictureTrouble> {
  if (!isNetworkError(error)) return 'failed';
  if (isBrowserOffline()) return 'offline';
  return (await showsWithoutCors(url)) ? 'storage-refused' : 'offline';
}

/**
 * Downloads the result and the layers' pictures with CORS (a canvas may then read them). The
 * result must come; a layer that does not is left out (`missing`).
 */
export async function loadEditPictures(
  resultUrl: string,
  layers: readonly EditLayer[],
  signal: AbortSignal,
): Promise<LoadedPictures> {
  let result: Blob;
  try {
    result = await downloadBlob(resultUrl, { signal });
  } catch (error) {
    return { kind: 'trouble', trouble: await troubleOf(error, resultUrl) };
  }
  const settled = await Promise.allSettled(
    layers.map(async (layer) => ({
      layer: layer.id,
      blob: await downloadBlob(layer.url, { signal }),
    })),
  );
  const pictures: SourcePicture[] = [];
  const missing: LayerId[] = [];
  settled.forEach((outcome, index) => {
    if (outcome.status === 'fulfilled') pictures.push(outcome.value);
    else missing.push(layers[index]?.id ?? '');
  });
  return { kind: 'pictures', result, layers: pictures, missing };
}
