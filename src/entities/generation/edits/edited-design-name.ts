import { i18n as activeI18n, type I18n } from '@lingui/core';

import type { Generation } from '@/entities/generation/api/generation-schemas';
import { designLabel } from '@/entities/generation/model/design-label';

/**
 * The name of the edit of `design`, as every screen shows it: 'Natural Accent, edited · Spring ·
 * Sunny · Morning · Calm', in the language of `i18n`.
 */
export function editedDesignName(
  design: Pick<Generation, 'style' | 'settings'>,
  i18n: I18n = activeI18n,
) {
  return designLabel({ ...design, edited: {} }, i18n);
}
