import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';

import { approvalOptions, type ApprovalDesign } from '@/features/approval/approve/approval-choice';
import { ChooseAndApprove } from '@/features/approval/approve/choose-and-approve';
import { usePricing } from '@/features/approval/store/use-approval-store';
import { PresentationMode } from '@/features/presentation/presentation-mode/presentation-mode';
import type { Proposal } from '@/features/presentation/proposal/proposal-content';

/**
 * `/app/projects/{projectRef}/present`: presentation mode, the project's chosen designs shown to
 * a customer full screen, outside the app's frame; when the designs shown have prices, a last
 * slide where the customer chooses one, ticks add-ons and signs (features/approval).
 */
export function ProjectPresentRoute() {
  const { projectRef = '' } = useParams();
  const pricing = usePricing(projectRef).data;

  const finale = useCallback(
    (proposal: Proposal, i18n: I18n) => {
      if (!pricing) return undefined;
      const designs: ApprovalDesign[] = proposal.designs.map(
        ({ ref, styleName, beforeUrl, afterUrl }) => ({ ref, styleName, beforeUrl, afterUrl }),
      );
      if (approvalOptions(pricing, designs).length === 0) return undefined;
      const { cover } = proposal;
      return {
        label: i18n._(msg`Choose and approve`),
        content: (
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
        ),
      };
    },
    [pricing, projectRef],
  );

  return <PresentationMode projectRef={projectRef} finale={finale} />;
}
