import { useParams } from 'react-router-dom';

import { BackLink } from '@/components/detail/back-link';
import { DetailQueryState } from '@/components/detail/detail-query-state';
import { generationDetailPath, paths } from '@/config/paths';
import { useGeneration } from '@/entities/generation/api/get-generation';
import { GenerationVariations } from '@/features/generate/components/generation-variations';
import { GENERATION_TEXTS } from '@/entities/generation/model/generation-texts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDateTime } from '@/lib/format';

/**
 * `/app/generations/:yardVisionGenerationRef/variations`: variations of one design in one go
 * (seasons, times of day, weather, effects or styles), then the compare studio.
 */
export function GenerationVariationsRoute() {
  const { yardVisionGenerationRef = '' } = useParams();
  const query = useGeneration(yardVisionGenerationRef);
  useDocumentTitle('Try variations');

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 md:p-8">
      <div className="flex flex-col gap-2">
        <BackLink to={generationDetailPath(yardVisionGenerationRef)}>Back to the design</BackLink>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Try variations</h1>
        {query.data ? (
          <p className="text-sm text-muted-foreground">
            Of{' '}
            <span className="font-medium text-foreground">
              {query.data.style?.name ?? 'Untitled design'}
            </span>
            , created{' '}
            <time dateTime={query.data.createdAt}>{formatDateTime(query.data.createdAt)}</time>
          </p>
        ) : null}
      </div>
      <DetailQueryState query={query} texts={GENERATION_TEXTS} backTo={paths.app.generations}>
        {(generation) =>
          generation.sourceImages.length ? (
            <GenerationVariations generation={generation} />
          ) : (
            <p className="text-sm text-muted-foreground">
              This design has no source photos to make variations from.
            </p>
          )
        }
      </DetailQueryState>
    </div>
  );
}
