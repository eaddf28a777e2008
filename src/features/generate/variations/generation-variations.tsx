import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangleIcon, LoaderCircleIcon, SparklesIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { LeaveGuard } from '@/components/leave-guard';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { compareGenerationsPath } from '@/config/paths';
import { downloadPictures } from '@/entities/generation/api/download-pictures';
import type { Generation } from '@/entities/generation/api/generation-schemas';
import {
  VariationPicker,
  type VariationErrors,
} from '@/features/generate/variations/variation-picker';
import { VariationSweepPanel } from '@/features/generate/variations/variation-progress';
import {
  useVariationSweep,
  type SweepPhotos,
} from '@/features/generate/variations/use-variation-sweep';
import { GENERATE_ERRORS } from '@/features/generate/model/generate-errors';
import { completeSettings } from '@/entities/generation/model/generation-settings';
import { isStyleComplete } from '@/entities/generation/model/style-catalogue';
import {
  EMPTY_VARIATION_CHOICE,
  MAX_VARIANTS,
  compareSet,
  generateVariationsLabel,
  validateChoice,
  variantsOf,
  type VariationChoice,
} from '@/features/generate/variations/variations';
import type { PhotoPreparer, PreparedPhoto } from '@/lib/photo-preparation/photo-types';
import { usePhotoPreparer } from '@/lib/photo-preparation/photo-preparer';
import type { AbortOptions } from '@/lib/api/api-client';
import { useOrganizationRef } from '@/lib/session/session';

const NO_STYLE_MESSAGE = msg`This design has no style to keep: vary the style instead`;

function dropThumbnail(photo: PreparedPhoto) {
  if (photo.thumbnailUrl.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') {
    URL.revokeObjectURL(photo.thumbnailUrl);
  }
  return { id: photo.id, file: photo.file };
}

/** The design's pictures, downloaded and prepared once for every variant to upload. */
async function preparedPicturesOf(
  generation: Generation,
  prepare: PhotoPreparer,
  { signal }: AbortOptions,
): Promise<SweepPhotos> {
  const prepared = async (urls: readonly string[], prefix: string) => {
    const files = await downloadPictures(urls, prefix, { signal });
    const photos = await Promise.all(files.map((file) => prepare(file, { signal })));
    return photos.map(dropThumbnail);
  };
  const [sources, inspirations] = await Promise.all([
    prepared(generation.sourceImages, 'image'),
    prepared(generation.inspirationImages, 'inspiration'),
  ]);
  return { sources, inspirations };
}

/**
 * 'Try variations' of one design: what to vary and its values, then each variant made from the
 * design's own photos (downloaded and prepared once), style and settings, with its progress. When
 * all have started, the compare studio opens with the design and its variants.
 */
export function GenerationVariations({ generation }: { generation: Generation }) {
  const { i18n, t } = useLingui();
  const org = useOrganizationRef();
  const navigate = useNavigate();
  const loadPreparer = usePhotoPreparer();
  const settings = completeSettings(generation.settings);
  const [choice, setChoice] = useState<VariationChoice>(EMPTY_VARIATION_CHOICE);
  const [errors, setErrors] = useState<VariationErrors>({});
  const [loadError, setLoadError] = useState<string>();
  const project =
    generation.projectRef && generation.customerRef
      ? { projectRef: generation.projectRef, customerRef: generation.customerRef }
      : undefined;
  const sweep = useVariationSweep({ org, project });
  const compareTarget = compareGenerationsPath(compareSet(sweep.startedRefs, [generation.ref]));

  useEffect(() => {
    if (sweep.allStarted) void navigate(compareTarget);
  }, [sweep.allStarted, compareTarget, navigate]);

  const submit = async () => {
    const found = validateChoice(choice, 1, i18n);
    if (!found.axis && choice.axis !== 'style' && !isStyleComplete(generation.style)) {
      found.values = i18n._(NO_STYLE_MESSAGE);
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    const variants = variantsOf(
      choice,
      {
        style: generation.style ?? { name: '' },
        settings,
      },
      i18n,
    );
    setLoadError(undefined);
    try {
      await sweep.start(variants, async (signal) =>
        preparedPicturesOf(generation, await loadPreparer(), { signal }),
      );
    } catch {
      setLoadError(i18n._(GENERATE_ERRORS.previous));
    }
  };
  const { preparing } = sweep;
  const max = MAX_VARIANTS;

  return (
    <>
      {sweep.runs.length ? (
        <VariationSweepPanel sweep={sweep} alsoCompare={[generation.ref]} />
      ) : (
        <form
          noValidate
          aria-label={t`Try variations`}
          className="flex flex-col gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Variations</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>
                  Each value becomes its own design, made from this design&apos;s photos with its
                  style and settings; only what you vary changes. Up to {max} at a time.
                </Trans>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <VariationPicker
                choice={choice}
                onChange={(next) => {
                  setChoice(next);
                  setErrors({});
                }}
                base={settings}
                baseStyleName={generation.style?.name}
                errors={errors}
                disabled={preparing}
              />
            </CardContent>
          </Card>
          {loadError ? (
            <p
              role="alert"
              className="flex items-center gap-2 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm font-medium text-destructive"
            >
              <AlertTriangleIcon aria-hidden="true" className="size-4 shrink-0" />
              {loadError}
            </p>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" size="lg" disabled={preparing}>
              {preparing ? (
                <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" />
              ) : (
                <SparklesIcon aria-hidden="true" />
              )}
              {preparing
                ? t`Preparing photos...`
                : generateVariationsLabel(choice.values.length, 1, i18n)}
            </Button>
          </div>
        </form>
      )}
      <LeaveGuard
        active={sweep.unfinished}
        onLeave={sweep.abandon}
        title={t`Leave while variations are being made?`}
        description={t`The variations that have not started yet stop. Those already generating go on and appear in your designs.`}
        stayLabel={t`Stay`}
        leaveLabel={t`Leave`}
      />
    </>
  );
}
