import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';

import { usePresentationPlan } from '@/features/presentation/plan/use-presentation-plan';
import { useLocaleI18n } from '@/hooks/use-locale-i18n';

/**
 * The messages of `projectRef`'s proposal: in the language its presentation plan chose (the
 * customer's), else the app's. Undefined while another language's catalogues load.
 */
export function useProposalI18n(projectRef: string): I18n | undefined {
  const { i18n } = useLingui();
  const { plan } = usePresentationPlan(projectRef);
  return useLocaleI18n(plan.language ?? i18n.locale);
}
