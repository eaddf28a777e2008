import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';

import { DetailQueryState } from '@/components/detail/detail-query-state';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { useGeneration } from '@/entities/generation/api/get-generation';
import type { Generation } from '@/entities/generation/api/generation-schemas';
import { isRunning } from '@/entities/generation/model/generation-status';
import { GENERATION_TEXTS } from '@/entities/generation/model/generation-texts';
import { styleNameText } from '@/entities/generation/model/style-texts';
import { BackToGenerations } from '@/features/history/detail/back-to-generations';
import type { StartFromDesign } from '@/features/history/detail/start-from-design';
import { GenerationDetail } from '@/features/history/detail/generation-detail';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * Says so when a generation finishes while its page is open: a toast, and the tab's title
 * (so a user in another tab sees it).
 */
function useAnnounceCompletion(generation: Generation | undefined) {
  const { i18n, t } = useLingui();
  const previous = useRef<string | undefined>(undefined);
  const step = generation?.currentStep;
  useEffect(() => {
    const product = PRODUCT_NAME;
    const before = previous.current;
    previous.current = step;
    if (!isRunning(before)) return;
    if (step === 'completed') {
      const styleName = generation?.style?.name;
      toast.success(t`Your design is ready`, {
        description: styleName === undefined ? undefined : styleNameText(i18n, styleName),
      });
      document.title = t`Design ready · ${product}`;
    } else if (step === 'failed') {
      toast.error(t`The design could not be generated`, {
        description: generation?.failureReason,
      });
      document.title = t`Design failed · ${product}`;
    }
  }, [step, generation?.style?.name, generation?.failureReason, i18n, t]);
}

/**
 * The detail screen of one generation (spec §2): loading, not found or failed to load, or the
 * design and what can be done with it; polled while it runs, announced when it finishes.
 */
export function GenerationDetailScreen({
  generationRef,
  startFrom,
}: {
  generationRef: string;
  startFrom: StartFromDesign;
}) {
  const { t } = useLingui();
  const query = useGeneration(generationRef);
  const generation = query.data;
  useDocumentTitle(
    generation && isRunning(generation.currentStep)
      ? t`Generating design`
      : t`Yard Vision Generation`,
  );
  useAnnounceCompletion(generation);

  return (
    <DetailQueryState
      query={query}
      texts={GENERATION_TEXTS}
      backTo={paths.app.generations}
      frame={(state, content) => {
        if (state === 'loading') {
          return <div className="mx-auto w-full max-w-6xl p-4 md:p-8">{content}</div>;
        }
        if (state === 'ready') return content;
        return (
          <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-4 md:p-8">
            <BackToGenerations />
            {state === 'error' ? (
              <h1 className="text-2xl font-bold tracking-tight">
                <Trans>Yard Vision Generation</Trans>
              </h1>
            ) : null}
            {content}
          </div>
        );
      }}
    >
      {(data) => <GenerationDetail generation={data} startFrom={startFrom} />}
    </DetailQueryState>
  );
}
