import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircleIcon, TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { projectPath } from '@/config/paths';
import { changesDevice } from '@/features/project-file/model/compare-work';
import { problemMessage } from '@/features/project-file/model/project-file-texts';
import { ProjectFilePreview } from '@/features/project-file/open/project-file-preview';
import type { OpenState } from '@/features/project-file/open/use-open-project-file';

type OpenProjectFileDialogProps = {
  state: OpenState;
  onApply: () => void;
  onClose: () => void;
  /** Opens the file chooser again. */
  onChooseAnother: () => void;
  /** The project page the dialog is on, if any: no link to it then. */
  projectRef?: string;
};

function Body({
  state,
  projectRef,
}: {
  state: Exclude<OpenState, { step: 'idle' }>;
  projectRef?: string;
}) {
  const { i18n, t } = useLingui();
  switch (state.step) {
    case 'reading':
      return (
        <p role="status" className="flex items-center gap-2 text-sm">
          <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />
          <Trans>Reading and checking the file…</Trans>
        </p>
      );
    case 'refused':
      return (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
        >
          <TriangleAlertIcon aria-hidden="true" className="size-5 shrink-0 text-destructive" />
          <p className="text-sm font-medium">{problemMessage(i18n, state.problem)}</p>
        </div>
      );
    case 'preview':
    case 'applying':
      return <ProjectFilePreview opened={state.opened} projectRef={projectRef} />;
    case 'applied': {
      const changed = state.changed;
      return (
        <p role="status" className="text-sm font-medium">
          {t`${plural(changed, {
            one: 'Opened: one item changed on this device.',
            other: 'Opened: # items changed on this device.',
          })}`}
        </p>
      );
    }
    case 'apply-failed':
      return (
        <p role="alert" className="text-sm font-medium text-destructive">
          <Trans>
            This device could not keep all of the file&apos;s work (its storage may be full). What
            was kept stays; nothing was removed. Free some space, then open the file again.
          </Trans>
        </p>
      );
  }
}

function Actions({
  state,
  onApply,
  onClose,
  onChooseAnother,
  projectRef,
}: OpenProjectFileDialogProps & { state: Exclude<OpenState, { step: 'idle' }> }) {
  const close = (
    <Button type="button" variant="outline" onClick={onClose}>
      <Trans>Close</Trans>
    </Button>
  );
  switch (state.step) {
    case 'reading':
      return close;
    case 'refused':
      return (
        <>
          {close}
          <Button type="button" onClick={onChooseAnother}>
            <Trans>Choose another file</Trans>
          </Button>
        </>
      );
    case 'preview':
    case 'applying': {
      const changes = state.opened.compared.some(({ status }) => changesDevice(status));
      if (!changes) return close;
      const busy = state.step === 'applying';
      return (
        <>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="button" onClick={onApply} aria-disabled={busy || undefined}>
            {busy ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : null}
            <Trans>Apply</Trans>
          </Button>
        </>
      );
    }
    case 'applied':
    case 'apply-failed': {
      const ref = state.opened.manifest.project.ref;
      return (
        <>
          {close}
          {ref === projectRef ? null : (
            <Link to={projectPath(ref)} onClick={onClose} className={buttonVariants()}>
              <Trans>Go to the project</Trans>
            </Link>
          )}
        </>
      );
    }
  }
}

/** The dialog of a project file being opened: reading, refused, what it would change, done. */
export function OpenProjectFileDialog(props: OpenProjectFileDialogProps) {
  const { state, onClose } = props;
  return (
    <Dialog
      open={state.step !== 'idle'}
      onOpenChange={(open) => {
        if (!open && state.step !== 'applying') onClose();
      }}
    >
      {state.step === 'idle' ? null : (
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>
              <Trans>Open a project file</Trans>
            </DialogTitle>
            <DialogDescription className="break-all">{state.fileName}</DialogDescription>
          </DialogHeader>
          <Body state={state} projectRef={props.projectRef} />
          <DialogFooter className="gap-2">
            <Actions {...props} state={state} />
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
