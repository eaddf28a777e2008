import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircleIcon, PrinterIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';

import { Button } from '@/components/ui/button';

import {
  designNoteLine,
  designPositionLabel,
  designsSummary,
  proposalDateLabel,
  PROPOSAL_TEXTS,
  type Proposal,
  type ProposalDesign,
} from '@/features/presentation/proposal/proposal-content';
import { whenIdle } from '@/lib/when-idle';

/** On <html> while a print document is on the page: the print stylesheet then prints it alone. */
export const PROPOSAL_PRINT_CLASS = 'proposal-print-active';
const HIDDEN = { display: 'none' } as const;
/** The longest 'Print proposal' waits for the pictures before it prints what it has. */
const PICTURES_WAIT_MS = 15_000;

/** The mounted print document's way to print once its pictures are in (`ProposalPrintButton`). */
let printWhenReady: (() => Promise<void>) | undefined;

/** How long the print document may wait for an idle moment before it is rendered anyway. */
const IDLE_TIMEOUT_MS = 2_000;
/** Where the browser cannot say when it is idle (Safari): this long after. */
const IDLE_DELAY_MS = 200;

/**
 * Whether the print document's pictures load ahead: where people print from (a mouse that hovers)
 * and the user has not asked to save data. On a phone, Print is rare and the pictures are large:
 * the document is rendered only when Print is asked for (the 'Download proposal (PDF)' is the
 * phone's way to a proposal).
 */
function printsAhead() {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData === true) return false;
  return (
    typeof matchMedia === 'function' && matchMedia('(hover: hover) and (pointer: fine)').matches
  );
}

function Cover({ proposal }: { proposal: Proposal }) {
  const { i18n, t } = useLingui();
  const { cover, designs } = proposal;
  return (
    <section className="proposal-print-page" aria-label={t`Cover`}>
      <p className="text-sm font-semibold">{i18n._(PROPOSAL_TEXTS.heading)}</p>
      <h1 className="mt-2 text-4xl font-bold break-words">{cover.projectName}</h1>
      <p className="mt-2">{proposalDateLabel(i18n, cover.date)}</p>
      <hr className="my-6 border-neutral-300" />
      {cover.customerName && (
        <div className="mb-5">
          <h2 className="text-xs font-semibold">{i18n._(PROPOSAL_TEXTS.preparedFor)}</h2>
          <p className="mt-1 text-lg font-semibold">{cover.customerName}</p>
          {cover.customerContact.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      {cover.siteAddress.length > 0 && (
        <div className="mb-5">
          <h2 className="text-xs font-semibold">{i18n._(PROPOSAL_TEXTS.site)}</h2>
          {cover.siteAddress.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <div className="mb-5">
        <h2 className="text-xs font-semibold">{i18n._(PROPOSAL_TEXTS.designs)}</h2>
        <p>
          {designsSummary(
            i18n,
            designs.map((design) => design.styleName),
          )}
        </p>
      </div>
      {cover.note !== '' && (
        <div>
          <h2 className="text-xs font-semibold">{i18n._(PROPOSAL_TEXTS.note)}</h2>
          <p className="whitespace-pre-line">{cover.note}</p>
        </div>
      )}
    </section>
  );
}

function DesignPage({
  design,
  index,
  count,
}: {
  design: ProposalDesign;
  index: number;
  count: number;
}) {
  const { i18n, t } = useLingui();
  const position = index + 1;
  const { styleName } = design;
  const label = designPositionLabel(i18n, index, count);
  return (
    <section className="proposal-print-page" aria-label={label}>
      <p className="text-sm">{label}</p>
      <h2 className="text-2xl font-bold break-words">{design.styleName}</h2>
      {design.settings.length > 0 && <p>{design.settings.join(' · ')}</p>}
      {(['before', 'after'] as const).map((which) => (
        <figure key={which} className="mt-3">
          <figcaption className="text-sm font-semibold">
            {i18n._(which === 'before' ? PROPOSAL_TEXTS.before : PROPOSAL_TEXTS.after)}
          </figcaption>
          <img
            src={which === 'before' ? design.beforeUrl : design.afterUrl}
            alt={
              which === 'before'
                ? t`The yard before: the photo design ${position} was made from`
                : t`The yard after: design ${position}, ${styleName}`
            }
            loading="eager"
            className="mx-auto mt-1 block h-auto max-h-[3.4in] w-auto max-w-full object-contain"
          />
        </figure>
      ))}
      {design.styleDescription && <p className="mt-3 text-sm">{design.styleDescription}</p>}
      {design.note !== '' && (
        <p className="mt-2 text-sm whitespace-pre-line">{designNoteLine(i18n, design.note)}</p>
      )}
    </section>
  );
}

/**
 * The proposal as a print document: the browser's own Print, on the page that mounts this,
 * gives the cover and a page per chosen design (before and after, style, settings, note), as the
 * PDF does, and nothing else of the page (src/index.css, `@media print`). Hidden on screen.
 *
 * On a computer the document is rendered into <body> once the page is idle, so its full-size
 * pictures (eager) have loaded by the time anyone prints; on a touch screen or with data saving
 * on (`printsAhead`), and whenever Print comes first, it is rendered at once on 'beforeprint'
 * (or the print media query). With no design chosen the page prints as it is.
 */
export function ProposalPrint({
  proposal,
  loadAhead = true,
}: {
  proposal: Proposal;
  /**
   * Whether the pictures may load ahead on a computer (`printsAhead`). Presentation mode says
   * no: it loads each slide's pictures when their turn comes, and prints on request only.
   */
  loadAhead?: boolean;
}) {
  const { i18n } = useLingui();
  const [rendered, setRendered] = useState(false);
  const active = proposal.designs.length > 0;

  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    root.classList.add(PROPOSAL_PRINT_CLASS);
    const show = () => {
      flushSync(() => setRendered(true));
    };
    const print = typeof matchMedia === 'function' ? matchMedia('print') : undefined;
    const onPrintMedia = (event: MediaQueryListEvent) => {
      if (event.matches) show();
    };
    window.addEventListener('beforeprint', show);
    print?.addEventListener('change', onPrintMedia);
    const cancelIdle =
      loadAhead && printsAhead()
        ? whenIdle(() => setRendered(true), { timeout: IDLE_TIMEOUT_MS, delay: IDLE_DELAY_MS })
        : () => undefined;
    // 'Print proposal': render now, wait for every picture, then open the browser's Print.
    const printer = async () => {
      show();
      const pictures = [
        ...document.querySelectorAll<HTMLImageElement>('[data-slot="proposal-print"] img'),
      ];
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.allSettled(pictures.map((picture) => picture.decode())),
        new Promise((resolve) => {
          timer = setTimeout(resolve, PICTURES_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
      window.print();
    };
    printWhenReady = printer;
    return () => {
      if (printWhenReady === printer) printWhenReady = undefined;
      root.classList.remove(PROPOSAL_PRINT_CLASS);
      window.removeEventListener('beforeprint', show);
      print?.removeEventListener('change', onPrintMedia);
      cancelIdle();
    };
  }, [active, loadAhead]);

  if (!active || !rendered) return null;
  const count = proposal.designs.length;
  return createPortal(
    // Hidden on screen by its own style (so nothing reads it out or finds it there); the print
    // stylesheet (src/index.css) shows it, over that style, when printing.
    <div
      data-slot="proposal-print"
      lang={i18n.locale}
      className="proposal-print bg-white text-black"
      style={HIDDEN}
    >
      <Cover proposal={proposal} />
      {proposal.designs.map((design, index) => (
        <DesignPage key={design.ref} design={design} index={index} count={count} />
      ))}
    </div>,
    document.body,
  );
}

/**
 * 'Print proposal': the browser's Print of the proposal, once its pictures have loaded (the
 * browser's own Print, pressed before they are in, would leave them blank). Needs the page's
 * `ProposalPrint`; without one it prints the page as it is.
 */
export function ProposalPrintButton({ disabled = false }: { disabled?: boolean }) {
  const [preparing, setPreparing] = useState(false);

  async function handleClick() {
    if (preparing) return;
    setPreparing(true);
    try {
      if (printWhenReady) await printWhenReady();
      else window.print();
    } finally {
      setPreparing(false);
    }
  }

  return (
    <Button
      type="button"
      variant="outline"
      disabled={disabled}
      aria-disabled={preparing || undefined}
      aria-busy={preparing || undefined}
      onClick={() => void handleClick()}
    >
      {preparing ? (
        <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
      ) : (
        <PrinterIcon aria-hidden="true" />
      )}
      <Trans>Print proposal</Trans>
    </Button>
  );
}
