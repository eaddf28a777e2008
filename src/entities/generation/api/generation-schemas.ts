import { z } from 'zod/mini';

import {
  ATMOSPHERIC_EFFECTS,
  SEASONS,
  TIMES_OF_DAY,
  WEATHERS,
} from '@/entities/generation/model/generation-settings';
import type { Style } from '@/entities/generation/model/style-catalogue';
import { isShowableUrl } from '@/lib/api/safe-url';
import { optionalList, optionalPictureUrl, optionalText, urlList } from '@/lib/api/schema-fields';

/** A style: '{Category} {Specific name}' or 'Custom Style' with a free-text description (§3). */
const styleSchema = z.object({
  name: z.string().check(z.minLength(1)),
  description: optionalText,
}) satisfies z.ZodMiniType<Style>;

/** The weather and atmosphere of a generation (spec §3, §5). */
export const generationSettingsSchema = z.object({
  season: z.enum(SEASONS),
  weather: z.enum(WEATHERS),
  timeOfDay: z.enum(TIMES_OF_DAY),
  atmosphericEffect: z.enum(ATMOSPHERIC_EFFECTS),
});

/** A file announced before upload: its name and MIME type. */
const fileInfoSchema = z.object({
  name: z.string(),
  contentType: z.string(),
});

export type FileInfo = z.output<typeof fileInfoSchema>;

/** The app's own name for the generation's id. */
function withRef<T extends { sk: string }>({ sk, ...rest }: T) {
  return { ref: sk, ...rest };
}

/**
 * A yard vision generation as the API sends it (spec §3): `sk` identifies it. `currentStep` is
 * usually uploading, generating, completed or failed, but the server may send any other value.
 */
const generationFields = z.object({
  sk: z.string().check(z.minLength(1)),
  createdAt: optionalText,
  currentStep: optionalText,
  style: z.pipe(
    z.nullish(styleSchema),
    z.transform((value) => value ?? undefined),
  ),
  // Pictures: an address the app cannot show is a missing picture (see `isShowableUrl`).
  sourceImages: urlList,
  inspirationImages: urlList,
  finalImageUrl: optionalPictureUrl,
  failureReason: optionalText,
  fileNames: optionalList(z.string()),
  fileInfo: optionalList(fileInfoSchema),
  settings: z.pipe(
    z.nullish(z.partial(generationSettingsSchema)),
    z.transform((value) => value ?? undefined),
  ),
  projectRef: optionalText,
  customerRef: optionalText,
});

/** A generation as the API returns it: the API's `sk` becomes `ref`. */
export const generationSchema = z.pipe(generationFields, z.transform(withRef));

export type Generation = z.output<typeof generationSchema>;

/**
 * Creating a generation answers with the new generation's `sk` (its `ref`) and where to upload
 * each file (spec §7).
 */
export const createdGenerationSchema = z.pipe(
  z.object({
    sk: z.string().check(z.minLength(1)),
    // Upload addresses the app cannot use are left out: too few for the files is 'Failed to
    // upload files', and nothing is sent to them.
    uploadUrls: z.pipe(
      z.array(z.string()),
      z.transform((urls) => urls.filter(isShowableUrl)),
    ),
    inspirationUploadUrls: urlList,
  }),
  z.transform(withRef),
);

export type CreatedGeneration = z.output<typeof createdGenerationSchema>;
