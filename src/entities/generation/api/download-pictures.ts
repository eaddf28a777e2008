import { downloadBlob, type AbortOptions } from '@/lib/api/api-client';

/**
 * A generation's pictures downloaded again as files ('{prefix}-1.jpg', ...), to be prepared and
 * uploaded to a new generation.
 */
export function downloadPictures(
  urls: readonly string[],
  prefix: string,
  { signal }: AbortOptions = {},
): Promise<File[]> {
  return Promise.all(
    urls.map(async (url, index) => {
      const blob = await downloadBlob(url, { signal });
      const bytes = await blob.arrayBuffer();
      return new File([bytes], `${prefix}-${index + 1}.jpg`, { type: 'image/jpeg' });
    }),
  );
}
