import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangleIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { BackLink } from '@/components/detail/back-link';
import { Button } from '@/components/ui/button';
import { compareGenerationsPath, generationDetailPath, MAX_COMPARED, paths } from '@/config/paths';
import { CompareStudio } from '@/features/history/compare/compare-studio';
import {
  compareRequestMessage,
  compareRequestOf,
  listPathWithSelection,
  withoutRef,
  type CompareRequest,
} from '@/features/history/model/compare-selection';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * The compare studio's screen: 2 to 4 designs side by side, as its address (`idsParam`, the
 * value of `?ids=`) asks. The address is the state, so a reload or a bookmark opens the same
 * comparison; taking a design out rewrites it (and back brings it back).
 */
export function CompareScreen({ idsParam }: { idsParam: string | null }) {
  const { t } = useLingui();
  useDocumentTitle(t`Compare designs`);
  const navigate = useNavigate();
  const request = compareRequestOf(idsParam);
  const chosen = request.kind === 'too-many' ? request.first : request.refs;
  const count = request.refs.length;
  // Back to the history with these designs still chosen, so nothing chosen is lost.
  const listPath = listPathWithSelection(paths.app.generations, chosen);
  // After a design is taken out, its pane (and the focused button in it) is gone: the focus
  // goes to the line that says how many designs are left.
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const removed = useRef(false);
  const shown = chosen.join(',');
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    summaryRef.current?.focus();
  }, [shown]);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-4 md:p-6">
      <div className="flex flex-col gap-2">
        <BackLink to={listPath}>
          <Trans>Back to your designs</Trans>
        </BackLink>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          <Trans>Compare designs</Trans>
        </h1>
        {request.kind === 'ready' ? (
          <p ref={summaryRef} tabIndex={-1} className="text-sm text-muted-foreground outline-none">
            {t`Comparing ${plural(count, { one: '# design', other: '# designs' })}. Zooming or panning one moves them all.`}
          </p>
        ) : null}
      </div>
      {request.kind === 'ready' ? (
        <CompareStudio
          refs={request.refs}
          onRemove={(ref) => {
            removed.current = true;
            void navigate(compareGenerationsPath(withoutRef(request.refs, ref)));
          }}
        />
      ) : (
        <RequestProblem request={request} listPath={listPath} />
      )}
    </div>
  );
}

/** An address the studio cannot show as it is: what is wrong and the ways on. */
function RequestProblem({ request, listPath }: { request: CompareRequest; listPath: string }) {
  const { i18n } = useLingui();
  const max = MAX_COMPARED;
  const message = compareRequestMessage(request);
  if (!message) return null;
  const only = request.kind === 'too-few' ? request.refs[0] : undefined;
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-6 text-center"
    >
      <AlertTriangleIcon aria-hidden="true" className="size-6 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{i18n._(message.title)}</h2>
      <p className="max-w-prose text-sm text-muted-foreground">{i18n._(message.text)}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {request.kind === 'too-many' ? (
          <Button asChild>
            <Link to={compareGenerationsPath(request.first)}>
              <Trans>Compare the first {max}</Trans>
            </Link>
          </Button>
        ) : null}
        <Button asChild variant={request.kind === 'too-many' ? 'outline' : 'default'}>
          <Link to={listPath}>
            <Trans>Choose designs to compare</Trans>
          </Link>
        </Button>
        {only ? (
          <Button asChild variant="outline">
            <Link to={generationDetailPath(only)}>
              <Trans>Open the design</Trans>
            </Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
