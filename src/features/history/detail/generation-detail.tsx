import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheckIcon, LayersIcon } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';

import { ImageGallery } from '@/components/picture/image-gallery';
import { CompareSlider } from '@/components/picture/compare-slider';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { generationVariationsPath } from '@/config/paths';
import type { Generation } from '@/entities/generation/api/generation-schemas';
import { GenerationStatusBadge } from '@/entities/generation/components/generation-status-badge';
import { isRunning } from '@/entities/generation/model/generation-status';
import { styleDescriptionText, styleNameText } from '@/entities/generation/model/style-texts';
import { BackToGenerations } from '@/features/history/detail/back-to-generations';
import { CreateFromGenerationMenu } from '@/features/history/detail/create-from-generation-menu';
import { DeleteGenerationDialog } from '@/features/history/detail/delete-generation-dialog';
import { DesignEditCard } from '@/features/history/detail/design-edit-card';
import { DownloadResultButton } from '@/features/history/detail/download-result-button';
import type { StartFromDesign } from '@/features/history/detail/start-from-design';
import { formatDateTime } from '@/lib/format';
import { safeFileName } from '@/lib/files/file-name';

/** A card of pictures that open large in a modal titled `modalTitle` (spec §2). */
function GalleryCard({
  title,
  modalTitle,
  images,
  emptyText,
  holdPictures,
}: {
  title: string;
  modalTitle: ComponentProps<typeof ImageGallery>['title'];
  images: ComponentProps<typeof ImageGallery>['images'];
  emptyText: string;
  holdPictures: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ImageGallery
          title={modalTitle}
          images={images}
          emptyText={emptyText}
          holdPictures={holdPictures}
        />
      </CardContent>
    </Card>
  );
}

/** One design in full: its pictures, status and style, and what can be done with it. */
export function GenerationDetail({
  generation,
  startFrom,
}: {
  generation: Generation;
  /** Opens the wizard with this design's pictures ('Create New Generation'). */
  startFrom: StartFromDesign;
}) {
  const { i18n, t } = useLingui();
  const style = generation.style;
  const styleName = style ? styleNameText(i18n, style.name) : t`Untitled design`;
  const styleDescription = style ? styleDescriptionText(i18n, style) : undefined;
  const sources = generation.sourceImages.map((src, index) => {
    const number = index + 1;
    return { src, alt: t`Source image ${number} of ${styleName}` };
  });
  const inspirations = generation.inspirationImages.map((src, index) => {
    const number = index + 1;
    return { src, alt: t`Inspiration image ${number}` };
  });
  const created = formatDateTime(generation.createdAt);
  const finalImage = generation.finalImageUrl;
  const running = isRunning(generation.currentStep);
  // The result is the page's picture: opened with one, the others (the same size, or larger)
  // are asked for once it is on the display, so that they do not share the connection with it.
  // A result that comes later (the design finishes on screen) holds nothing back.
  const [holdPictures, setHoldPictures] = useState(() => Boolean(finalImage));

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 md:p-8">
      <div className="flex flex-col gap-2">
        <BackToGenerations />
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          <Trans>Yard Vision Generation</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Created <time dateTime={generation.createdAt}>{created}</time>
          </Trans>
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          {finalImage ? (
            <Card>
              <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
                <CardTitle>
                  <Trans>Generated Result</Trans>
                </CardTitle>
                <Badge>
                  <CircleCheckIcon aria-hidden="true" />
                  <Trans>Complete</Trans>
                </Badge>
              </CardHeader>
              <CardContent className="flex flex-col gap-4">
                <ImageGallery
                  title={t`Generated Result`}
                  large
                  images={[{ src: finalImage, alt: t`Generated result: ${styleName}` }]}
                  onFirstPictureShown={() => setHoldPictures(false)}
                />
                <DownloadResultButton
                  url={finalImage}
                  fileName={safeFileName(
                    ['yardvision', styleName, (generation.createdAt ?? '').slice(0, 10)],
                    'jpg',
                  )}
                />
              </CardContent>
            </Card>
          ) : null}

          {finalImage ? <DesignEditCard generation={generation} /> : null}

          {finalImage && sources[0] ? (
            <Card>
              <CardHeader>
                <CardTitle>
                  <Trans>Before and After</Trans>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <CompareSlider
                  picturesAfterPaint
                  holdPictures={holdPictures}
                  before={sources[0]}
                  after={{ src: finalImage, alt: t`Generated result: ${styleName}` }}
                />
              </CardContent>
            </Card>
          ) : null}

          <GalleryCard
            title={t`Source Image(s)`}
            modalTitle={t`Source Image`}
            images={sources}
            emptyText={t`No source images have been uploaded.`}
            holdPictures={holdPictures}
          />
          <GalleryCard
            title={t`Inspiration Image(s)`}
            modalTitle={t`Inspiration Image`}
            images={inspirations}
            emptyText={t`No inspiration images.`}
            holdPictures={holdPictures}
          />
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Generation Status</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-2">
              <GenerationStatusBadge generation={generation} tone="detail" />
              {running ? (
                <p className="text-sm text-muted-foreground">
                  <Trans>Your design is being made. This page updates by itself.</Trans>
                </p>
              ) : null}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Target Style</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-1">
              <p className="font-medium">{styleName}</p>
              {styleDescription ? (
                <p className="text-sm text-muted-foreground">{styleDescription}</p>
              ) : null}
            </CardContent>
          </Card>

          {generation.failureReason ? (
            <Card className="border-destructive/50">
              <CardHeader>
                <CardTitle className="text-destructive">
                  <Trans>Error Details</Trans>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm break-words">{generation.failureReason}</p>
              </CardContent>
            </Card>
          ) : null}

          {sources.length ? (
            <Card>
              <CardHeader>
                <CardTitle>
                  <Trans>Try variations</Trans>
                </CardTitle>
                <CardDescription>
                  <Trans>
                    This yard in other seasons, light, weather or styles: up to 4 designs in one go,
                    then side by side.
                  </Trans>
                </CardDescription>
              </CardHeader>
              <CardContent>
                <Link
                  to={generationVariationsPath(generation.ref)}
                  className={buttonVariants({ variant: 'outline' })}
                >
                  <LayersIcon aria-hidden="true" />
                  <Trans>Try variations</Trans>
                </Link>
              </CardContent>
            </Card>
          ) : null}

          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Create New Generation</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <CreateFromGenerationMenu generation={generation} startFrom={startFrom} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Delete Generation</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <DeleteGenerationDialog generationRef={generation.ref} />
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
