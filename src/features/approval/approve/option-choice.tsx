import { Trans, useLingui } from '@lingui/react/macro';

import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from '@/components/ui/carousel';
import type { ApprovalOption } from '@/features/approval/approve/approval-choice';
import { formatMoney } from '@/features/approval/model/money';
import { cn } from '@/lib/utils';

type OptionChoiceProps = {
  options: ApprovalOption[];
  currency: string;
  chosen: string | undefined;
  onChoose: (ref: string) => void;
  error?: string;
};

/** The design's after picture large, the before one a swipe (or an arrow key) away. */
function OptionPictures({ option, eager }: { option: ApprovalOption; eager: boolean }) {
  const { t } = useLingui();
  const pictures = [
    { src: option.afterUrl, label: t`After` },
    { src: option.beforeUrl, label: t`Before` },
  ];
  return (
    <Carousel
      aria-label={t`Pictures of ${option.styleName}: after, then before`}
      announce={(position) => pictures[position - 1]?.label ?? ''}
      className="overflow-hidden rounded-t-lg"
      data-no-swipe=""
    >
      <CarouselContent>
        {pictures.map((picture, index) => (
          <CarouselItem key={picture.label}>
            <div className="relative">
              <img
                src={picture.src}
                alt={`${option.styleName}: ${picture.label}`}
                width={1600}
                height={1200}
                loading={eager && index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                className="aspect-[4/3] h-auto w-full bg-neutral-900 object-cover"
              />
              <span
                aria-hidden="true"
                className="absolute top-2 left-2 rounded bg-black/75 px-2 py-0.5 text-sm font-medium text-white"
              >
                {picture.label}
              </span>
            </div>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselPrevious label={t`Show the after picture`} className="min-h-11 min-w-11" />
      <CarouselNext label={t`Show the before picture`} className="min-h-11 min-w-11" />
    </Carousel>
  );
}

/**
 * The options as large cards, each a radio button: the customer taps one (or moves with the
 * arrow keys, as in any radio group), and sees its price and what it includes.
 */
export function OptionChoice({ options, currency, chosen, onChoose, error }: OptionChoiceProps) {
  const { t, i18n } = useLingui();
  const errorId = 'approval-option-error';
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-3">
      <legend className="mb-2 text-lg font-semibold">
        <Trans>Choose a design</Trans>
      </legend>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {options.map((option, index) => {
          const price = formatMoney(option.priceCents, currency, i18n.locale);
          const selected = chosen === option.ref;
          const inputId = `approval-option-${option.ref}`;
          return (
            <div
              key={option.ref}
              className={cn(
                'flex flex-col rounded-lg border-2 bg-white/5 transition-colors',
                selected ? 'border-primary' : 'border-white/15',
              )}
            >
              <OptionPictures option={option} eager={index === 0} />
              <label
                htmlFor={inputId}
                className="flex min-h-11 cursor-pointer items-start gap-3 p-3 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60"
              >
                <input
                  id={inputId}
                  type="radio"
                  name="option"
                  value={option.ref}
                  checked={selected}
                  onChange={() => onChoose(option.ref)}
                  aria-invalid={error ? true : undefined}
                  className="mt-1 size-5 shrink-0 accent-primary"
                />
                <span className="grid gap-1">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="text-base font-semibold">{option.styleName}</span>
                    <span className="text-base font-semibold tabular-nums">{price}</span>
                  </span>
                  {option.scope.trim() !== '' ? (
                    <span className="text-sm text-muted-foreground">
                      {t`What is included: ${option.scope}`}
                    </span>
                  ) : null}
                </span>
              </label>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
