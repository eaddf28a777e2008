import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { demoApi } from '@/app/demo-api';
import { loadWorkParts } from '@/app/project-file/load-work-parts';
import { DEMO_ACCOUNT, DEMO_PROJECT_NAME } from '@/config/demo';
import { WORK_STORAGE_KEY_PREFIX } from '@/config/device-storage';
import { getProjectGenerations } from '@/entities/generation/api/get-project-generations';
import { getProjects } from '@/entities/project/api/get-projects';
import type { PricedProposal } from '@/features/approval/model/priced-proposal';
import { readPricing, writePricing } from '@/features/approval/store/approval-store';
import { approvalKeys } from '@/features/approval/store/use-approval-store';
import { markWorkHeld } from '@/features/project-file/model/export-marks';
import { whenApiReady } from '@/lib/api/api-ready';
import { withWorkLock } from '@/lib/project-work/work-lock';
import { getSession, sessionOwner, useSession } from '@/lib/session/session';

/**
 * Demo mode's data on the device: the mock API seeds the demo project and its designs; prices
 * live on the device (the API has no field for them), so here the demo project's finished designs
 * get a price, with two add-ons, a tax rate and a deposit. A first visit then finds a priced
 * proposal to present and have signed. Done once per project (a reset of the demo data makes a new
 * project, priced again); never over prices the user set. Those prices are the demo's, not the
 * user's work: Logout does not ask to export them (until the user changes the project).
 */

const seededKey = (owner: string, projectRef: string) =>
  `${WORK_STORAGE_KEY_PREFIX}demo-priced:${owner}|${projectRef}`;

/** The demo's prices: the first design $12,400.00, each next one $3,150.00 more. */
function demoPricing(designRefs: readonly string[]): PricedProposal {
  return {
    currency: 'USD',
    options: Object.fromEntries(
      designRefs.map((ref, index) => [
        ref,
        {
          priceCents: 1_240_000 + index * 315_000,
          scope: 'Native plantings, curved stone path, mulch and edging',
        },
      ]),
    ),
    addOns: [
      { id: 'demo-lighting', name: 'Path lighting', priceCents: 180_000 },
      { id: 'demo-drip', name: 'Drip irrigation', priceCents: 95_000 },
    ],
    taxRate: 825,
    deposit: { kind: 'percent', rate: 3000 },
  };
}

export async function seedDemoPricing(org: string, owner: string): Promise<string | undefined> {
  await whenApiReady();
  const project = (await getProjects(org)).find(
    (candidate) => candidate.name === DEMO_PROJECT_NAME,
  );
  if (!project?.customerRef) return undefined;
  const key = seededKey(owner, project.ref);
  if (localStorage.getItem(key) !== null) return undefined;
  let finished: string[] = [];
  if ((await readPricing(owner, project.ref)) === null) {
    const designs = await getProjectGenerations(org, project.customerRef, project.ref);
    finished = designs
      .filter((design) => design.currentStep === 'completed')
      .map((design) => design.ref);
    if (finished.length === 0) return undefined;
  }
  // The prices and their note as held, as one step for whoever reads the work (Logout's check).
  return withWorkLock(async () => {
    // Nothing once the session has ended (a Logout's wipe may have run meanwhile).
    if (sessionOwner(getSession()) !== owner) return undefined;
    // Never over prices the user set meanwhile.
    if (finished.length > 0 && (await readPricing(owner, project.ref)) === null) {
      await writePricing(owner, project.ref, demoPricing(finished));
      // The demo's own prices, made again on any device: Logout does not ask to export them.
      await markWorkHeld(await loadWorkParts(), owner, project.ref);
    }
    localStorage.setItem(key, new Date().toISOString());
    return project.ref;
  });
}

/** In demo mode, prices the demo project's designs on this device once (see above). */
export function useDemoDeviceSeed() {
  const session = useSession();
  const queryClient = useQueryClient();
  const owner = sessionOwner(session);
  // Only the demo account: anyone else registered in demo mode starts with no prices.
  const org =
    session.status === 'signed-in' && session.user.email === DEMO_ACCOUNT.email
      ? session.user.organizationRef
      : undefined;
  useEffect(() => {
    if (!demoApi || !org) return;
    let cancelled = false;
    seedDemoPricing(org, owner).then(
      (projectRef) => {
        if (!cancelled && projectRef) {
          void queryClient.invalidateQueries({ queryKey: approvalKeys.pricing(owner, projectRef) });
        }
      },
      // The demo works on without prices: the user can price the designs.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [org, owner, queryClient]);
}
