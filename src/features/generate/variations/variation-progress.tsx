import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AlertTriangleIcon,
  CircleCheckIcon,
  CircleDashedIcon,
  LoaderCircleIcon,
  RotateCwIcon,
} from 'lucide-react';

import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { compareGenerationsPath, generationDetailPath } from '@/config/paths';
import { useGenerationsByRef } from '@/entities/generation/api/get-generation';
import type { VariantRun, VariantStatus } from '@/features/generate/variations/use-variation-sweep';
import { errorText, NETWORK_MESSAGES } from '@/features/generate/model/generate-errors';
import { compareSet } from '@/features/generate/variations/variations';
import { useNetworkStatus } from '@/lib/network/network-status';

const STATUS_TEXT: Record<VariantStatus, MessageDescriptor> = {
  queued: msg`Waiting its turn`,
  uploading: msg`Uploading photos`,
  starting: msg`Starting generation`,
  started: msg`Generating`,
  failed: msg`Failed`,
};

/** What a started variant's own page would say: done, failed, or still generating. */
function startedText(step: string | undefined) {
  if (step === 'completed') return msg`Done`;
  if (step === 'failed') return msg`The generation failed`;
  return undefined;
}

function StatusIcon({ status }: { status: VariantStatus }) {
  const className = 'size-4 shrink-0';
  if (status === 'started') return <CircleCheckIcon aria-hidden="true" className={className} />;
  if (status === 'failed') {
    return <AlertTriangleIcon aria-hidden="true" className={`${className} text-destructive`} />;
  }
  if (status === 'queued') return <CircleDashedIcon aria-hidden="true" className={className} />;
  return (
    <LoaderCircleIcon aria-hidden="true" className={`${className} motion-safe:animate-spin`} />
  );
}

/**
 * The variants on their way, one line each: uploading, generating, or failed with its reason and
 * a 'Retry' of that variant alone.
 */
function VariationProgress({
  runs,
  onRetry,
}: {
  runs: readonly VariantRun[];
  onRetry: (key: string) => void;
}) {
  const { i18n, t } = useLingui();
  const offline = useNetworkStatus() === 'offline';
  // The variants that started are asked for as on their own page, to say when they are done.
  const startedRefs = runs.flatMap((run) =>
    run.status === 'started' && run.generationRef ? [run.generationRef] : [],
  );
  const startedQueries = useGenerationsByRef(startedRefs);
  const serverStep = new Map(
    startedRefs.map((ref, index) => [ref, startedQueries[index]?.data?.currentStep]),
  );
  return (
    <ol aria-label={t`Variations`} className="grid gap-2">
      {runs.map((run) => {
        const waiting = offline && (run.status === 'uploading' || run.status === 'starting');
        const label = run.variant.label;
        return (
          <li
            key={run.variant.key}
            className="flex flex-col gap-2 rounded-lg border bg-card p-3 sm:flex-row sm:items-center"
          >
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <StatusIcon status={run.status} />
              <div className="min-w-0">
                <p className="font-medium">{run.variant.label}</p>
                <p className="text-sm text-muted-foreground">
                  {i18n._(
                    waiting
                      ? NETWORK_MESSAGES.waiting
                      : (startedText(run.generationRef && serverStep.get(run.generationRef)) ??
                          STATUS_TEXT[run.status]),
                  )}
                </p>
                {run.status === 'failed' && run.error ? (
                  <p className="text-sm text-destructive">{errorText(i18n, run.error)}</p>
                ) : null}
              </div>
            </div>
            {run.status === 'failed' ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={t`Retry ${label}`}
                onClick={() => onRetry(run.variant.key)}
              >
                <RotateCwIcon aria-hidden="true" />
                <Trans>Retry</Trans>
              </Button>
            ) : null}
            {run.status === 'started' && run.generationRef ? (
              <Link
                to={generationDetailPath(run.generationRef)}
                aria-label={t`Open design ${label}`}
                className={buttonVariants({ variant: 'ghost', size: 'sm' })}
              >
                <Trans>Open design</Trans>
              </Link>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The sweep under way: how many variants have started, each one's progress, and once nothing
 * runs but some failed, the way to compare those that did start (`alsoCompare` first).
 */
export function VariationSweepPanel({
  sweep: { runs, running, startedRefs, retry: onRetry },
  alsoCompare = [],
}: {
  /** The sweep's variants, whether one is on its way, those started, and 'Retry' for one. */
  sweep: {
    runs: readonly VariantRun[];
    running: boolean;
    startedRefs: readonly string[];
    retry: (key: string) => void;
  };
  /** Designs the studio shows before the variants (the design they were made from). */
  alsoCompare?: readonly string[];
}) {
  const { t } = useLingui();
  const compared = compareSet(startedRefs, alsoCompare);
  const started = startedRefs.length;
  const total = runs.length;
  // The form that was pressed is gone: the focus moves to what replaced it.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  const canCompare =
    !running && runs.some((run) => run.status === 'failed') && compared.length >= 2;
  return (
    <Card>
      <CardHeader>
        <CardTitle ref={titleRef} tabIndex={-1} className="outline-none">
          <Trans>Making your variations</Trans>
        </CardTitle>
        <CardDescription aria-live="polite">
          <Trans>
            {started} of {total} started.
          </Trans>
          {running ? ` ${t`The compare studio opens when all have started.`}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <VariationProgress runs={runs} onRetry={onRetry} />
        {canCompare ? (
          <div>
            <Link
              to={compareGenerationsPath(compared)}
              className={buttonVariants({ variant: 'outline' })}
            >
              <Trans>Compare the started designs</Trans>
            </Link>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
