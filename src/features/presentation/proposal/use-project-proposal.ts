import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';

import { useCustomer } from '@/entities/customer/api/get-customer';
import { useProjectGenerations } from '@/entities/generation/api/get-project-generations';
import { useWithEdits, type Design } from '@/entities/generation/edits/edited-designs';
import {
  usePresentationPlan,
  type PresentationPlanState,
} from '@/features/presentation/plan/use-presentation-plan';
import {
  proposalCover,
  proposalDesigns,
  type Proposal,
} from '@/features/presentation/proposal/proposal-content';
import { useProject } from '@/entities/project/api/get-project';
import type { Project } from '@/entities/project/api/project-schemas';

type ProjectProposal =
  | { status: 'pending'; paused: boolean }
  | { status: 'error'; message: string; retry: () => void; retrying: boolean }
  /** The project has no customer: it can have no designs (they are listed per customer). */
  | { status: 'no-customer'; project: Project }
  | {
      status: 'ready';
      project: Project;
      /** Every design of the project, with their edits (the plan picks from these). */
      designs: Design[];
      /** The chosen, presentable designs in order, with the cover: what is shown and printed. */
      proposal: Proposal;
    };

/**
 * One project's proposal, for the project page, presentation mode and the PDF: the project,
 * its customer (for the cover; the proposal goes on without it when it cannot be loaded), the
 * project's designs and the user's presentation plan kept in this browser. Its words (the style
 * names, settings, 'Untitled project', the errors) are in the language of the nearest
 * I18nProvider: the app's, or the proposal's own where a screen puts one around it.
 */
export function useProjectProposal(
  projectRef: string,
  /** The proposal's own language, where it differs from the nearest provider's (the card's). */
  proposalI18n?: I18n,
): ProjectProposal & { planState: PresentationPlanState } {
  // A new context when the language changes: the proposal is made again in it.
  const lingui = useLingui();
  const { i18n } = lingui;
  const planState = usePresentationPlan(projectRef);
  const project = useProject(projectRef);
  const customerRef = project.data?.customerRef ?? '';
  const customer = useCustomer(customerRef, { enabled: customerRef !== '' });
  const designs = useProjectGenerations(customerRef, projectRef, { enabled: customerRef !== '' });
  // The project's designs and, right after each, its edit made in 'Keep and mix' on this device.
  const withEdits = useWithEdits(designs.data);
  const { plan } = planState;

  // The cover's day: the day the screen opened (a proposal made after midnight keeps it).
  const today = useMemo(() => new Date(), []);
  const proposal = useMemo<Proposal | undefined>(() => {
    if (!project.data || !withEdits) return undefined;
    return {
      cover: proposalCover(
        { project: project.data, customer: customer.data, note: plan.proposalNote, date: today },
        proposalI18n ?? lingui.i18n,
      ),
      designs: proposalDesigns(plan, withEdits, proposalI18n ?? lingui.i18n),
    };
  }, [project.data, customer.data, withEdits, plan, today, lingui, proposalI18n]);

  // A failed refetch keeps the data it had: the screen goes on showing it (a presentation in
  // front of a customer does not turn into an error because the Wi-Fi dropped for a moment).
  const failed = (query: typeof project | typeof designs, message: string) => ({
    status: 'error' as const,
    message,
    retry: () => void query.refetch(),
    retrying: query.isFetching,
    planState,
  });
  if (project.isError && !project.data) {
    return failed(project, i18n._(msg`The project could not be loaded.`));
  }
  if (!project.data) return { status: 'pending', paused: project.isPaused, planState };
  if (customerRef === '') return { status: 'no-customer', project: project.data, planState };
  if (designs.isError && !designs.data) {
    return failed(designs, i18n._(msg`The designs could not be loaded.`));
  }
  // The cover waits for the customer's name, unless the customer cannot be loaded: it failed,
  // or the device is offline and has not kept it (a presentation without signal goes on, its
  // cover without the name, rather than wait for a network that is not there).
  const waitsForCustomer = customer.isPending && !customer.isPaused;
  if (!withEdits || !proposal || waitsForCustomer) {
    return { status: 'pending', paused: designs.isPaused || customer.isPaused, planState };
  }
  return {
    status: 'ready',
    project: project.data,
    designs: withEdits,
    proposal,
    planState,
  };
}
