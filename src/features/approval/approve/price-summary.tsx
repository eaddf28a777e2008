import { Trans, useLingui } from '@lingui/react/macro';

import {
  formatMoney,
  formatRate,
  type Deposit,
  type Totals,
} from '@/features/approval/model/money';

type PriceSummaryProps = {
  totals: Totals;
  currency: string;
  taxRate: number;
  deposit: Deposit;
};

/**
 * The totals of the customer's choice, in the proposal's language: subtotal, tax, total, deposit
 * and what is left after it. A screen reader hears the new total when the choice changes.
 */
export function PriceSummary({ totals, currency, taxRate, deposit }: PriceSummaryProps) {
  const { i18n } = useLingui();
  const money = (cents: number) => formatMoney(cents, currency, i18n.locale);
  const rate = formatRate(taxRate, i18n.locale);
  const depositRate = deposit.kind === 'percent' ? formatRate(deposit.rate, i18n.locale) : '';
  const total = money(totals.total);
  return (
    <div className="rounded-lg border border-white/15 bg-white/5 p-4">
      <dl className="grid grid-cols-[1fr_auto] gap-y-1.5 text-base tabular-nums [&_dd]:pl-4">
        <dt className="text-muted-foreground">
          <Trans>Subtotal</Trans>
        </dt>
        <dd className="text-right">{money(totals.subtotal)}</dd>
        <dt className="text-muted-foreground">
          <Trans>Tax ({rate})</Trans>
        </dt>
        <dd className="text-right">{money(totals.tax)}</dd>
        <dt className="border-t border-white/15 pt-1.5 text-lg font-semibold">
          <Trans>Total</Trans>
        </dt>
        <dd className="border-t border-white/15 pt-1.5 text-right text-lg font-semibold">
          {total}
        </dd>
        {totals.deposit > 0 ? (
          <>
            <dt className="text-muted-foreground">
              {deposit.kind === 'percent' ? (
                <Trans>Deposit ({depositRate})</Trans>
              ) : (
                <Trans>Deposit</Trans>
              )}
            </dt>
            <dd className="text-right">{money(totals.deposit)}</dd>
            <dt className="text-muted-foreground">
              <Trans>Balance after deposit</Trans>
            </dt>
            <dd className="text-right">{money(totals.balance)}</dd>
          </>
        ) : null}
      </dl>
      <p role="status" className="sr-only">
        <Trans>Total {total}</Trans>
      </p>
    </div>
  );
}
