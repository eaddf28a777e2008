import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangleIcon, InfoIcon } from 'lucide-react';

import type { EditLayer } from '@/features/keep-and-mix/editor/edit-layers';
import type { PictureTrouble } from '@/features/keep-and-mix/editor/load-edit-pictures';
import type { EditRenderState } from '@/features/keep-and-mix/editor/use-edit-render';

type Ready = Extract<EditRenderState, { status: 'ready' }>;

function names(layers: readonly EditLayer[], ids: readonly string[]) {
  return layers
    .filter((layer) => ids.includes(layer.id))
    .map((layer) => layer.label)
    .join(', ');
}

/** Why the editor cannot open, in words, where the picture would be (never a blank canvas). */
function TroubleNotice({ trouble }: { trouble: PictureTrouble }) {
  const { t } = useLingui();
  const message = {
    'storage-refused': t`The storage that holds this design's pictures does not let the app read them (it sends no CORS permission), so they cannot be edited here. The pictures still show and download as before.`,
    offline: t`The pictures could not be loaded: you are offline, and this design's pictures were not kept on this device. Open the design once online to edit it here.`,
    undecodable: t`The design's picture could not be read: the file the storage sent is not a picture this browser can open.`,
    failed: t`The pictures could not be loaded. Try again in a moment.`,
  }[trouble];
  return (
    <div
      role="alert"
      className="flex gap-2 rounded-md border border-destructive/50 p-4 text-sm text-destructive"
    >
      <AlertTriangleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{message}</p>
    </div>
  );
}

/**
 * What the editor says about its pictures: why it cannot open (`trouble`), or, once open, which
 * layers are stretched to the design's shape and which could not be read.
 */
export function EditNotices(
  props:
    | { trouble: PictureTrouble; layers: readonly EditLayer[] }
    | { ready: Ready; layers: readonly EditLayer[] },
) {
  if ('trouble' in props) return <TroubleNotice trouble={props.trouble} />;
  const { ready, layers } = props;
  const stretched = names(layers, ready.stretched);
  const missing = names(layers, ready.missing);
  if (!stretched && !missing) return null;
  return (
    <div className="flex flex-col gap-2 text-sm">
      {stretched ? (
        <p className="flex gap-2 text-muted-foreground">
          <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <Trans>
              Not the same shape as the design, so stretched to fit it: {stretched}. Check the edges
              of what you take from it.
            </Trans>
          </span>
        </p>
      ) : null}
      {missing ? (
        <p className="flex gap-2 text-destructive">
          <AlertTriangleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <Trans>These pictures could not be loaded and cannot be taken from: {missing}.</Trans>
          </span>
        </p>
      ) : null}
    </div>
  );
}
