import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';

import { BackLink } from '@/components/detail/back-link';
import { DetailQueryState } from '@/components/detail/detail-query-state';
import { generationDetailPath, paths } from '@/config/paths';
import { useGeneration } from '@/entities/generation/api/get-generation';
import { designLabel } from '@/entities/generation/model/design-label';
import { GENERATION_TEXTS } from '@/entities/generation/model/generation-texts';
import { KeepAndMixScreen } from '@/features/keep-and-mix/editor/keep-and-mix-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * `/app/generations/:yardVisionGenerationRef/keep-and-mix`: the design edited, keeping parts of
 * the original photo and taking parts from the other designs made from it.
 */
export function GenerationEditRoute() {
  const { yardVisionGenerationRef = '' } = useParams();
  const { i18n, t } = useLingui();
  const query = useGeneration(yardVisionGenerationRef);
  useDocumentTitle(t`Keep and mix`);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 md:p-8">
      <div className="flex flex-col gap-2">
        <BackLink to={generationDetailPath(yardVisionGenerationRef)}>
          <Trans>Back to the design</Trans>
        </BackLink>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          <Trans>Keep and mix</Trans>
        </h1>
        {query.data ? (
          <p className="text-sm text-muted-foreground">
            <Trans>
              Keep what must stay from the original photo, and take each part from the design that
              got it right. Of{' '}
              <span className="font-medium text-foreground">{designLabel(query.data, i18n)}</span>
            </Trans>
          </p>
        ) : null}
      </div>
      <DetailQueryState query={query} texts={GENERATION_TEXTS} backTo={paths.app.generations}>
        {(generation) => <KeepAndMixScreen design={generation} />}
      </DetailQueryState>
    </div>
  );
}
