import { useLingui } from '@lingui/react';

import { Badge } from '@/components/ui/badge';
import type { Generation } from '@/entities/generation/api/generation-schemas';
import {
  detailBadgeVariant,
  isRunning,
  listBadgeVariant,
  statusLabel,
} from '@/entities/generation/model/generation-status';

/**
 * A generation's step as a badge, with moving dots while the server works. The text itself never
 * fades: dimmed, it would fall below the contrast WCAG asks of text. The list and the detail
 * screen colour steps differently (spec §4).
 */
export function GenerationStatusBadge({
  generation: { currentStep: step, failureReason },
  tone,
}: {
  generation: Pick<Generation, 'currentStep' | 'failureReason'>;
  tone: 'list' | 'detail';
}) {
  const { i18n } = useLingui();
  const running = isRunning(step);
  const variant = tone === 'list' ? listBadgeVariant(step) : detailBadgeVariant(step);
  return (
    <Badge variant={variant}>
      {statusLabel(step, failureReason, i18n)}
      {running ? (
        <span aria-hidden="true" className="inline-flex gap-0.5">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="size-1 rounded-full bg-current motion-safe:animate-bounce"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
      ) : null}
    </Badge>
  );
}
