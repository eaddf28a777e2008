import { Trans, useLingui } from '@lingui/react/macro';
import { FileUpIcon } from 'lucide-react';
import { useId } from 'react';
import { useDropzone } from 'react-dropzone';

import { cn } from '@/lib/utils';

/** What the file picker offers. A file dropped is checked whatever it is, and told what it is. */
const ACCEPT = 'application/pdf,.pdf';

/** The file input's name. */
export const SIGNED_FILE_INPUT_NAME = 'signedProposal';

/**
 * One file in: click (or Enter, Space) to choose it, or drop it on the zone. Several files
 * dropped at once: the first is checked.
 */
export function SignedFilePicker({ onFile }: { onFile: (file: File) => void }) {
  const { t } = useLingui();
  const hintId = useId();
  const label = t`Choose a signed proposal (PDF)`;
  const { getRootProps, getInputProps, isDragActive, inputRef } = useDropzone({
    onDrop: (accepted, refused) => {
      // Cleared, so that choosing the same file again checks it again.
      inputRef.current.value = '';
      const file = [...accepted, ...refused.map((rejection) => rejection.file)].at(0);
      if (file) onFile(file);
    },
    multiple: false,
  });

  return (
    <div
      {...getRootProps({
        className: cn(
          'flex cursor-pointer flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed p-6 text-center transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
          isDragActive ? 'border-primary bg-primary/5' : 'hover:bg-muted/50',
        ),
        role: 'button',
        'aria-label': label,
        'aria-describedby': hintId,
      })}
    >
      {/* Not displayed: the zone is the button; a focusable input inside it would be a second. */}
      <input {...getInputProps({ name: SIGNED_FILE_INPUT_NAME, accept: ACCEPT })} hidden />
      <FileUpIcon aria-hidden="true" className="size-8 text-muted-foreground" />
      {/* Looks like a button, so that the zone reads as one to click; the zone is the button. */}
      <span className="inline-flex max-w-full items-center justify-center rounded-md bg-primary px-4 py-2 text-sm font-medium break-words text-primary-foreground shadow-xs">
        {label}
      </span>
      <p id={hintId} className="text-sm text-muted-foreground">
        <Trans>or drop it here</Trans>
      </p>
    </div>
  );
}
