import { i18n as activeI18n, type I18n } from '@lingui/core';

import { designLabel } from '@/entities/generation/model/design-label';
import type { GenerationSettings } from '@/entities/generation/model/generation-settings';
import type { Style } from '@/entities/generation/model/style-catalogue';

/**
 * The name of the edit of `design`, as every screen shows it: 'Natural Accent, edited · Spring ·
 * Sunny · Morning · Calm', in the language of `i18n`.
 */
export function editedDesignName(
  design: { style?: Style; settings?: Partial<GenerationSettings> },
  i18n: I18n = activeI18n,
) {
  return designLabel({ ...design, edited: {} }, i18n);
}
