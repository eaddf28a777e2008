// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { withWorkLock } from '@/lib/project-work/work-lock';

function later() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('withWorkLock', () => {
  it('runs a task given while another runs only once that one has ended', async () => {
    const steps: string[] = [];
    const first = later();
    const writing = withWorkLock(async () => {
      steps.push('prices written');
      await first.promise;
      steps.push('prices noted as held');
    });
    const reading = withWorkLock(() => {
      steps.push('work read');
      return Promise.resolve('read');
    });
    await Promise.resolve();
    expect(steps).toEqual(['prices written']);

    first.resolve();
    await writing;
    expect(await reading).toBe('read');
    expect(steps).toEqual(['prices written', 'prices noted as held', 'work read']);
  });

  it("gives a task's failure to its caller and runs the next task all the same", async () => {
    const failing = withWorkLock(() => Promise.reject(new Error('store closed')));
    const next = withWorkLock(() => Promise.resolve('ran'));

    await expect(failing).rejects.toThrow('store closed');
    expect(await next).toBe('ran');
  });
});
