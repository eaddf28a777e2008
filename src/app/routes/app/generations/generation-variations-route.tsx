import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';

import { BackLink } from '@/components/detail/back-link';
import { DetailQueryState } from '@/components/detail/detail-query-state';
import { generationDetailPath, paths } from '@/config/paths';
import { useGeneration } from '@/entities/generation/api/get-generation';
import { GenerationVariations } from '@/features/generate/variations/generation-variations';
import { GENERATION_TEXTS } from '@/entities/generation/model/generation-texts';
import { styleNameText } from '@/entities/generation/model/style-texts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDateTime } from '@/lib/format';

/**
 * `/app/generations/:yardVisionGenerationRef/variations`: variations of one design in one go
 * (seasons, times of day, weather, effects or styles), then the compare studio.
 */
export function GenerationVariationsRoute() {
  const { yardVisionGenerationRef = '' } = useParams();
  const { i18n, t } = useLingui();
  const query = useGeneration(yardVisionGenerationRef);
  useDocumentTitle(t`Try variations`);
  const styleName = query.data?.style?.name;
  const style = styleName === undefined ? t`Untitled design` : styleNameText(i18n, styleName);
  const createdAt = query.data?.createdAt ?? '';
  const created = query.data ? formatDateTime(createdAt) : '';

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 md:p-8">
      <div className="flex flex-col gap-2">
        <BackLink to={generationDetailPath(yardVisionGenerationRef)}>
          <Trans>Back to the design</Trans>
        </BackLink>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          <Trans>Try variations</Trans>
        </h1>
        {query.data ? (
          <p className="text-sm text-muted-foreground">
            <Trans>
              Of <span className="font-medium text-foreground">{style}</span>, created{' '}
              <time dateTime={createdAt}>{created}</time>
            </Trans>
          </p>
        ) : null}
      </div>
      <DetailQueryState query={query} texts={GENERATION_TEXTS} backTo={paths.app.generations}>
        {(generation) =>
          generation.sourceImages.length ? (
            <GenerationVariations generation={generation} />
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>This design has no source photos to make variations from.</Trans>
            </p>
          )
        }
      </DetailQueryState>
    </div>
  );
}
