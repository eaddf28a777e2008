import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';

import type { ApprovalRecord } from '@/features/approval/model/approval-record';
import { formatMoney, formatRate } from '@/features/approval/model/money';
import { proposalLocale, signedAtText } from '@/features/approval/open-signed/record-formats';
import { cn } from '@/lib/utils';

/**
 * A row of the record: its label in the app's language, its value as the record holds it.
 * `lang`: the value is in the proposal's language (names, amounts, the date); none for what has
 * no language (digests, the browser's description of itself).
 */
function Row({
  label,
  lang,
  className,
  children,
}: {
  label: ReactNode;
  lang?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)] sm:gap-x-6">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd lang={lang} className={cn('min-w-0 break-words', className)}>
        {children}
      </dd>
    </div>
  );
}

/** Lines of names with their prices, the price kept whole at the end of each. */
function PricedList({ lines }: { lines: { key: string; name: string; price: string }[] }) {
  return (
    <ul className="flex max-w-md flex-col gap-1">
      {lines.map((line) => (
        <li key={line.key} className="flex flex-wrap justify-between gap-x-4">
          <span className="min-w-0 break-words">{line.name}</span>
          <span className="whitespace-nowrap tabular-nums">{line.price}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * What an approval record says, for people: the project, the customer and the site, the option
 * chosen and the add-ons ticked with their prices, the totals, who signed and when, the consent
 * line, the device and app version, the content digest, and every option that was shown. The
 * amounts and the moment of signing are written in the proposal's language, as on the PDF.
 */
export function ApprovalRecordDetails({
  record,
  heading,
}: {
  record: ApprovalRecord;
  heading: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { content, digest } = record;
  const { chosen, signer, totals, deposit } = content;
  const lang = proposalLocale(content.language, i18n.locale);
  const money = (cents: number) => formatMoney(cents, content.currency, lang);
  const taxRate = formatRate(content.taxRate, lang);
  const depositRate = deposit.kind === 'percent' ? formatRate(deposit.rate, lang) : undefined;
  const none = t`None`;

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {heading}
      </h2>
      <dl className="flex flex-col gap-3">
        <Row label={<Trans>Project</Trans>} lang={lang}>
          {content.project.name}
        </Row>
        <Row label={<Trans>Customer</Trans>} lang={lang}>
          {content.customer.name}
        </Row>
        <Row label={<Trans>Site</Trans>} lang={lang}>
          {content.site.length > 0
            ? content.site.map((line, index) => (
                <span key={index} className="block">
                  {line}
                </span>
              ))
            : none}
        </Row>
        <Row label={<Trans>Chosen option</Trans>} lang={lang}>
          <PricedList
            lines={[{ key: chosen.ref, name: chosen.styleName, price: money(chosen.priceCents) }]}
          />
          {chosen.scope.trim() !== '' ? (
            <p className="text-sm whitespace-pre-line text-muted-foreground">{chosen.scope}</p>
          ) : null}
          {chosen.madeFrom ? (
            <p className="text-sm text-muted-foreground">
              <Trans>Made in Keep and mix from: {chosen.madeFrom.join(', ')}</Trans>
            </p>
          ) : null}
        </Row>
        <Row label={<Trans>Add-ons</Trans>} lang={lang}>
          {content.addOns.length > 0 ? (
            <PricedList
              lines={content.addOns.map((addOn, index) => ({
                key: String(index),
                name: addOn.name,
                price: money(addOn.priceCents),
              }))}
            />
          ) : (
            none
          )}
        </Row>
        <Row label={<Trans>Subtotal</Trans>} lang={lang} className="tabular-nums">
          {money(totals.subtotal)}
        </Row>
        <Row
          label={
            <Trans>
              Tax (<span lang={lang}>{taxRate}</span>)
            </Trans>
          }
          lang={lang}
          className="tabular-nums"
        >
          {money(totals.tax)}
        </Row>
        <Row label={<Trans>Total</Trans>} lang={lang} className="font-semibold tabular-nums">
          {money(totals.total)}
        </Row>
        <Row
          label={
            depositRate ? (
              <Trans>
                Deposit (<span lang={lang}>{depositRate}</span>)
              </Trans>
            ) : (
              <Trans>Deposit</Trans>
            )
          }
          lang={lang}
          className="tabular-nums"
        >
          {money(totals.deposit)}
        </Row>
        <Row label={<Trans>Balance after deposit</Trans>} lang={lang} className="tabular-nums">
          {money(totals.balance)}
        </Row>
        <Row label={<Trans>Signed by</Trans>} lang={lang}>
          {signer.name}
        </Row>
        <Row label={<Trans>Signed at</Trans>} lang={lang}>
          {signedAtText(lang, signer)}
        </Row>
        <Row label={<Trans>Consent</Trans>} lang={lang}>
          <q>{signer.consent}</q>
        </Row>
        <Row label={<Trans>Device</Trans>} className="text-sm">
          {content.device.userAgent}
        </Row>
        <Row label={<Trans>App version</Trans>}>{content.device.appVersion}</Row>
        <Row
          label={<Trans>Content digest (SHA-256)</Trans>}
          className="font-mono text-sm break-all"
        >
          {digest}
        </Row>
        <Row label={<Trans>Options shown</Trans>} lang={lang}>
          {content.offered.length > 0 ? (
            <PricedList
              lines={content.offered.map((option, index) => ({
                // By place: a changed record may name an option twice.
                key: String(index),
                name: option.styleName,
                price: money(option.priceCents),
              }))}
            />
          ) : (
            none
          )}
        </Row>
      </dl>
    </section>
  );
}
