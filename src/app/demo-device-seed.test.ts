import { describe, expect, it, vi } from 'vitest';

import { seedDemoPricing } from '@/app/demo-device-seed';
import { DEMO_PROJECT_NAME } from '@/config/demo';
import { readPricing, writePricing } from '@/features/approval/store/approval-store';
import { emptyPricing } from '@/features/approval/model/priced-proposal';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { mockApi, server } from '@/testing/mocks/server';
import { seedCustomer, seedProject } from '@/testing/seed-customers';
import { seedGeneration } from '@/testing/seed-generations';
import { withWorkLock } from '@/lib/project-work/work-lock';
import { signIn, signOut } from '@/lib/session/session';
import { createTestToken, TEST_USER } from '@/testing/tokens';

const ORG = TEST_USER.organizationRef;
const OWNER = `${ORG}/${TEST_USER.sub}`;

async function demoProject() {
  const maria = await seedCustomer({ name: 'Maria Gonzalez' });
  const project = await seedProject({ name: DEMO_PROJECT_NAME, customerRef: maria.customerId });
  const natural = await seedGeneration({
    style: { name: 'Natural Accent' },
    projectRef: project.sk,
    customerRef: maria.customerId,
  });
  const busy = await seedGeneration({
    style: { name: 'Unfinished' },
    currentStep: 'generating',
    projectRef: project.sk,
    customerRef: maria.customerId,
  });
  await mockApi.save();
  return { project, natural, busy };
}

describe("demo mode's prices on the device", () => {
  it("prices the demo project's finished designs once, with add-ons, tax and a deposit", async () => {
    installFakeIndexedDb();
    signIn(createTestToken());
    const { project, natural, busy } = await demoProject();

    expect(await seedDemoPricing(ORG, OWNER)).toBe(project.sk);
    const pricing = await readPricing(OWNER, project.sk);
    expect(pricing?.options[natural.sk]).toEqual({
      priceCents: 1_240_000,
      scope: 'Native plantings, curved stone path, mulch and edging',
    });
    expect(pricing?.options[busy.sk]).toBeUndefined();
    expect(pricing?.addOns.map((addOn) => addOn.name)).toEqual([
      'Path lighting',
      'Drip irrigation',
    ]);
    expect(pricing).toMatchObject({ currency: 'USD', taxRate: 825 });

    // Once only: prices the user changed since stay as they are.
    await writePricing(OWNER, project.sk, emptyPricing('EUR'));
    expect(await seedDemoPricing(ORG, OWNER)).toBeUndefined();
    expect(await readPricing(OWNER, project.sk)).toEqual(emptyPricing('EUR'));
  });

  it('never writes over prices the user set before the first seeding', async () => {
    installFakeIndexedDb();
    signIn(createTestToken());
    const { project } = await demoProject();
    await writePricing(OWNER, project.sk, emptyPricing('CAD'));
    await seedDemoPricing(ORG, OWNER);
    expect(await readPricing(OWNER, project.sk)).toEqual(emptyPricing('CAD'));
  });

  it('writes nothing once a Logout has come while it waited for the work to be free', async () => {
    installFakeIndexedDb();
    signIn(createTestToken());
    const { project } = await demoProject();
    const answered: string[] = [];
    const onAnswer = ({ request }: { request: Request }) => {
      answered.push(new URL(request.url).pathname);
    };
    server.events.on('response:mocked', onAnswer);
    // Logout's check holds the work, and the user logs out meanwhile.
    let free: (() => void) | undefined;
    const checking = withWorkLock(
      () =>
        new Promise<void>((resolve) => {
          free = resolve;
        }),
    );
    const seeding = seedDemoPricing(ORG, OWNER);
    // The seed has asked the API all it needs: next it waits for the work.
    await vi.waitFor(() => {
      expect(answered.some((path) => path.endsWith('/yard-vision-generation'))).toBe(true);
      expect(free).toBeDefined();
    });
    server.events.removeListener('response:mocked', onAnswer);
    signOut();
    free?.();
    await checking;

    expect(await seeding).toBeUndefined();
    expect(await readPricing(OWNER, project.sk)).toBeNull();
  });
});
