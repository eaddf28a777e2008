import { Trans, useLingui } from '@lingui/react/macro';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/files/download';
import { cn } from '@/lib/utils';

type DownloadResultButtonProps = {
  /** The image's address. */
  url: string;
  /** The name the browser saves it under (see safeFileName). */
  fileName: string;
  className?: string;
};

/** 'Download' for a generated image, with its progress and, on failure, an inline message. */
export function DownloadResultButton({ url, fileName, className }: DownloadResultButtonProps) {
  const { t } = useLingui();
  const [status, setStatus] = useState<'idle' | 'busy' | 'failed'>('idle');
  const busy = status === 'busy';

  async function handleClick() {
    if (busy) return;
    setStatus('busy');
    try {
      await downloadFile(url, fileName);
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <div className={cn('flex flex-col items-start gap-2', className)}>
      <Button
        type="button"
        variant="outline"
        // aria-disabled rather than disabled: a disabled button would drop the keyboard focus.
        aria-disabled={busy || undefined}
        onClick={handleClick}
      >
        <DownloadIcon aria-hidden="true" />
        {busy ? t`Downloading...` : t`Download`}
      </Button>
      {status === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          <Trans>The image could not be downloaded.</Trans>
        </p>
      )}
    </div>
  );
}
