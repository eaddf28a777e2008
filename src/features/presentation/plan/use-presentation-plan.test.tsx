import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { usePresentationPlan } from '@/features/presentation/plan/use-presentation-plan';
import {
  presentationPlanKey,
  togglePlanned,
  withDesignNote,
} from '@/features/presentation/plan/presentation-plan';
import { TOKEN_STORAGE_KEY } from '@/lib/session/session';
import { createTestToken, TEST_USER } from '@/testing/tokens';

const KEY = presentationPlanKey(`${TEST_USER.organizationRef}/${TEST_USER.sub}`, 'p1');

beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEY, createTestToken());
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('usePresentationPlan', () => {
  it("keeps the signed-in user's choice for the project in this browser", () => {
    const { result, unmount } = renderHook(() => usePresentationPlan('p1'));
    expect(result.current.plan.refs).toEqual([]);

    act(() => result.current.update((plan) => togglePlanned(plan, 'g1')));
    act(() => result.current.update((plan) => withDesignNote(plan, 'g1', 'Keep the oak')));

    expect(result.current.plan).toEqual({
      refs: ['g1'],
      notes: { g1: 'Keep the oak' },
      proposalNote: '',
    });
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({
      ...result.current.plan,
      updatedAt: expect.any(String) as unknown,
    });
    unmount();

    // Another screen of the same project (or a reload) reads it back; another project has none.
    expect(renderHook(() => usePresentationPlan('p1')).result.current.plan.refs).toEqual(['g1']);
    expect(renderHook(() => usePresentationPlan('p2')).result.current.plan.refs).toEqual([]);
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => usePresentationPlan('p1'));
    const plan = { refs: ['g2', 'g1'], notes: {}, proposalNote: 'From the other tab' };
    act(() => {
      localStorage.setItem(KEY, JSON.stringify(plan));
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(result.current.plan).toEqual(plan);
  });

  it('reads an unreadable stored plan as none', () => {
    localStorage.setItem(KEY, '{"refs": "not a list"}');
    const { result } = renderHook(() => usePresentationPlan('p1'));
    expect(result.current.plan).toEqual({ refs: [], notes: {}, proposalNote: '' });
  });

  it('says so when the browser will not keep a change, and still shows it', () => {
    const { result } = renderHook(() => usePresentationPlan('p1'));
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('Full', 'QuotaExceededError');
    });
    act(() => result.current.update((plan) => togglePlanned(plan, 'g3')));
    expect(result.current.saved).toBe(false);
    expect(result.current.plan.refs).toEqual(['g3']);

    setItem.mockRestore();
    act(() => result.current.update((plan) => togglePlanned(plan, 'g4')));
    expect(result.current.saved).toBe(true);
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toMatchObject({ refs: ['g3', 'g4'] });
  });
});
