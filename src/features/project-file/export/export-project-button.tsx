import { Trans, useLingui } from '@lingui/react/macro';
import { DownloadIcon, LoaderCircleIcon, PackageIcon, Share2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import type { LoadWorkParts } from '@/lib/project-work/project-work';
import { useExportProject } from '@/features/project-file/export/use-export-project';

/** A progress bar shows only when the export takes longer than this (ms). */
const PROGRESS_DELAY_MS = 400;

/** Whether the export `run` (none: not running) has lasted `delay` ms. */
function useLasted(run: number | undefined, delay: number) {
  const [lasted, setLasted] = useState<number>();
  useEffect(() => {
    if (run === undefined) return;
    const timer = setTimeout(() => setLasted(run), delay);
    return () => clearTimeout(timer);
  }, [run, delay]);
  return run !== undefined && lasted === run;
}

function ExportProgress({ progress }: { progress: number }) {
  const { t } = useLingui();
  const percent = Math.round(progress * 100);
  return (
    <div className="grid w-full max-w-xs gap-1">
      <div
        role="progressbar"
        aria-label={t`Exporting the project`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground" aria-hidden="true">
        {t`Exporting… ${percent} %`}
      </p>
    </div>
  );
}

/**
 * 'Export project': one file with the project's work on this device (its plan, prices, price
 * list, edited designs and signed proposals), shared or downloaded; works offline.
 */
export function ExportProjectButton({
  loadParts,
  project,
  onExported,
}: {
  loadParts: LoadWorkParts;
  project: { ref: string; name: string };
  /** The file has left the device. */
  onExported?: () => void;
}) {
  const { i18n, t } = useLingui();
  const { state, start, share, download } = useExportProject({ loadParts, project, onExported });
  const busy = state.status === 'busy';
  const showProgress = useLasted(busy ? state.run : undefined, PROGRESS_DELAY_MS);
  const ready = state.status === 'ready' ? state.exported : undefined;
  const size = ready
    ? i18n.number(ready.file.size / (1024 * 1024), { maximumFractionDigits: 1 })
    : '';
  const done = state.status === 'done' ? state : undefined;
  const fileName = ready?.file.name ?? done?.fileName ?? '';

  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        type="button"
        onClick={() => void start()}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
      >
        {busy ? (
          <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
        ) : (
          <PackageIcon aria-hidden="true" />
        )}
        <Trans>Export project</Trans>
      </Button>
      {busy && showProgress ? <ExportProgress progress={state.progress} /> : null}
      {ready ? (
        <div className="grid gap-2 rounded-lg border p-3">
          <p className="text-sm break-all">
            {t`The project file is ready: ${fileName} (${size} MB).`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => void share(ready)}>
              <Share2Icon aria-hidden="true" />
              <Trans>Share</Trans>
            </Button>
            <Button type="button" variant="outline" onClick={() => void download(ready)}>
              <DownloadIcon aria-hidden="true" />
              <Trans>Download</Trans>
            </Button>
          </div>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
        {done
          ? done.how === 'shared'
            ? t`Exported and shared: ${fileName}`
            : t`Exported: ${fileName} is in your downloads.`
          : ''}
      </p>
      {state.status === 'failed' ? (
        <p role="alert" className="text-sm text-destructive">
          <Trans>
            The project could not be exported: its work could not be read on this device. Try again.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
