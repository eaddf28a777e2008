import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { lazy, Suspense, useCallback } from 'react';
import { useParams } from 'react-router-dom';

import { approvalOptions, type ApprovalDesign } from '@/features/approval/approve/approval-choice';
import { usePricing } from '@/features/approval/store/use-approval-store';
import { PresentationMode } from '@/features/presentation/presentation-mode/presentation-mode';
import type { Proposal } from '@/features/presentation/proposal/proposal-content';

/** The choice and the signature load when the last slide is shown, not with the slides. */
const ChooseAndApprove = lazy(() =>
  import('@/features/approval/approve/choose-and-approve').then((module) => ({
    default: module.ChooseAndApprove,
  })),
);

/**
 * `/app/projects/{projectRef}/present`: presentation mode, the project's chosen designs shown to
 * a customer full screen, outside the app's frame; when the designs shown have prices, a last
 * slide where the customer chooses one, ticks add-ons and signs (features/approval).
 */
export function ProjectPresentRoute() {
  const { projectRef = '' } = useParams();
  const pricingQuery = usePricing(projectRef);
  const pricing = pricingQuery.data;

  const finale = useCallback(
    (proposal: Proposal, i18n: I18n) => {
      if (!pricing) return undefined;
      const designs: ApprovalDesign[] = proposal.designs.map(
        ({ ref, styleName, beforeUrl, afterUrl, madeFrom }) => ({
          ref,
          styleName,
          beforeUrl,
          afterUrl,
          ...(madeFrom ? { madeFrom } : {}),
        }),
      );
      if (approvalOptions(pricing, designs).length === 0) return undefined;
      const { cover } = proposal;
      return {
        label: i18n._(msg`Choose and approve`),
        content: (
          <Suspense
            fallback={
              <p role="status" className="p-8 text-lg text-muted-foreground">
                {i18n._(msg`Preparing the choice…`)}
              </p>
            }
          >
            <ChooseAndApprove
              project={{
                ref: projectRef,
                name: cover.projectName,
                customerName: cover.customerName,
                site: cover.siteAddress,
              }}
              designs={designs}
              pricing={pricing}
            />
          </Suspense>
        ),
      };
    },
    [pricing, projectRef],
  );

  return (
    <PresentationMode
      projectRef={projectRef}
      finale={finale}
      finalePending={pricingQuery.isPending}
    />
  );
}
