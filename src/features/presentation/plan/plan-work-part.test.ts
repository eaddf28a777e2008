import { i18n } from '@lingui/core';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { planWorkPart } from '@/features/presentation/plan/plan-work-part';
import {
  presentationPlanKey,
  readPresentationPlan,
  writePresentationPlan,
  type PresentationPlan,
} from '@/features/presentation/plan/presentation-plan';
import { usePresentationPlan } from '@/features/presentation/plan/use-presentation-plan';
import { InvalidWorkItemError, jsonFile, type WorkItem } from '@/lib/project-work/project-work';
import { TOKEN_STORAGE_KEY } from '@/lib/session/session';
import { createTestToken, TEST_USER } from '@/testing/tokens';

const OWNER = `${TEST_USER.organizationRef}/${TEST_USER.sub}`;
const scope = { owner: OWNER, projectRef: 'p1', i18n };
const key = presentationPlanKey(OWNER, 'p1');

const PLAN: PresentationPlan = {
  refs: ['g2', 'g1'],
  notes: { g1: 'Keep the oak' },
  proposalNote: 'For the Lees',
  language: 'es',
};
const SAVED_AT = '2026-11-28T10:00:00.000Z';

const bytes = (text: string) => new TextEncoder().encode(text);
const item = (files: Record<string, Uint8Array>, extra: Partial<WorkItem> = {}): WorkItem => ({
  id: 'plan',
  updatedAt: SAVED_AT,
  files,
  ...extra,
});

beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEY, createTestToken());
});

describe('the plan as a part of a project file', () => {
  it("reads the project's plan as one item, its stamp beside it, not in its file", async () => {
    expect(await planWorkPart.read(scope)).toEqual([]);
    writePresentationPlan(key, PLAN, SAVED_AT);

    const [read, ...others] = await planWorkPart.read(scope);
    expect(others).toEqual([]);
    expect(read).toEqual({
      id: 'plan',
      updatedAt: SAVED_AT,
      files: { 'plan.json': jsonFile(PLAN) },
      designRefs: ['g2', 'g1'],
    });
    expect(new TextDecoder().decode(read.files['plan.json'])).not.toContain('updatedAt');
    // The same plan gives the same bytes.
    expect(await planWorkPart.read(scope)).toEqual([read]);
  });

  it('reads a plan stored before plans were stamped as changed at the epoch', async () => {
    localStorage.setItem(key, JSON.stringify(PLAN));
    expect((await planWorkPart.read(scope))[0]?.updatedAt).toBe('1970-01-01T00:00:00.000Z');
  });

  it('keeps a read item on another device as it was, with its stamp', async () => {
    writePresentationPlan(key, PLAN, SAVED_AT);
    const [read] = await planWorkPart.read(scope);
    localStorage.removeItem(key);

    const checked = await planWorkPart.check(scope, read);
    expect(checked.item).toEqual(read);
    await checked.write();
    expect(await planWorkPart.read(scope)).toEqual([read]);
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual({
      ...PLAN,
      updatedAt: SAVED_AT,
    });
  });

  it('shows the plan written from a file on every screen of this tab at once', async () => {
    const { result } = renderHook(() => usePresentationPlan('p1'));
    expect(result.current.plan.refs).toEqual([]);
    const checked = await planWorkPart.check(scope, item({ 'plan.json': jsonFile(PLAN) }));
    await act(() => checked.write());
    expect(result.current.plan).toEqual(PLAN);
  });

  it('refuses an item that is not a plan', async () => {
    const refused = async (bad: WorkItem) => {
      const error = await planWorkPart.check(scope, bad).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(InvalidWorkItemError);
      expect(error).toMatchObject({ part: 'plan', reason: 'content' });
    };
    await refused(item({}));
    await refused(item({ 'plan.json': bytes('not json') }));
    await refused(item({ 'plan.json': jsonFile({ ...PLAN, refs: 'g1' }) }));
    await refused(item({ 'plan.json': jsonFile({ refs: [], notes: {}, proposalNote: '' }) }));
    await refused(item({ 'plan.json': jsonFile(PLAN) }, { id: 'other' }));
    await refused(item({ 'plan.json': jsonFile(PLAN) }, { updatedAt: 'yesterday' }));
    expect(readPresentationPlan(key).refs).toEqual([]);
  });

  it("stamps every change made here, and lists the owner's plans with their stamps", async () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T09:30:00.000Z'), toFake: ['Date'] });
    // A session signed in at that time.
    localStorage.setItem(TOKEN_STORAGE_KEY, createTestToken());
    const { result } = renderHook(() => usePresentationPlan('p1'));
    act(() => result.current.update(() => PLAN));
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toMatchObject({
      updatedAt: '2026-12-01T09:30:00.000Z',
    });
    writePresentationPlan(presentationPlanKey(OWNER, 'p2'), PLAN, SAVED_AT);
    writePresentationPlan(presentationPlanKey('org-2/user-9', 'p3'), PLAN, SAVED_AT);

    const stamps = await planWorkPart.stamps(OWNER);
    expect(stamps.sort((a, b) => a.projectRef.localeCompare(b.projectRef))).toEqual([
      { projectRef: 'p1', part: 'plan', id: 'plan', updatedAt: '2026-12-01T09:30:00.000Z' },
      { projectRef: 'p2', part: 'plan', id: 'plan', updatedAt: SAVED_AT },
    ]);
  });
});
