import { i18n as activeI18n, type I18n } from '@lingui/core';

import { statusLabel } from '@/entities/generation/model/generation-status';
import type { Style } from '@/entities/generation/model/style-catalogue';
import { styleDescriptionText, styleNameText } from '@/entities/generation/model/style-texts';

/**
 * Search over style name, style description and status, case-insensitive (spec §2): as the API
 * sends them, and as the list shows them in the app's language (`i18n`, the active one when left
 * out), so what the user reads is what they can search for.
 */
export function matchesGeneration(
  generation: { style?: Style; currentStep?: string },
  query: string,
  i18n: I18n = activeI18n,
) {
  const { style, currentStep } = generation;
  return [
    style?.name,
    style?.description,
    currentStep,
    style ? styleNameText(i18n, style.name) : undefined,
    style ? styleDescriptionText(i18n, style) : undefined,
    currentStep ? statusLabel(currentStep, undefined, i18n) : undefined,
  ].some((value) => value?.toLowerCase().includes(query));
}
