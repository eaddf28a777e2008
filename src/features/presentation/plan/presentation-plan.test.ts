import { describe, expect, it, vi } from 'vitest';

import { generationSchema, type Generation } from '@/entities/generation/api/generation-schemas';
import {
  DESIGN_NOTE_MAX_LENGTH,
  EMPTY_PLAN,
  isPlanned,
  isPresentable,
  movePlanned,
  plannedDesigns,
  presentationPlanKey,
  PROPOSAL_NOTE_MAX_LENGTH,
  readPresentationPlan,
  togglePlanned,
  withDesignNote,
  withProposalNote,
  writePresentationPlan,
  type PresentationPlan,
} from '@/features/presentation/plan/presentation-plan';

function design(ref: string, overrides: Partial<Generation> = {}): Generation {
  return {
    ...generationSchema.parse({
      sk: ref,
      currentStep: 'completed',
      finalImageUrl: `https://files.test/${ref}/final.jpg`,
      sourceImages: [`https://files.test/${ref}/source.jpg`],
    }),
    ...overrides,
  };
}

const plan = (refs: string[], extra: Partial<PresentationPlan> = {}): PresentationPlan => ({
  ...EMPTY_PLAN,
  refs,
  ...extra,
});

describe('presentationPlanKey', () => {
  it('keys a plan by organization/user and project', () => {
    expect(presentationPlanKey('org-1/user-1', 'p-1')).toBe(
      'yardvision:presentation:org-1/user-1|p-1',
    );
    expect(presentationPlanKey('org-1/user-2', 'p-1')).not.toBe(
      presentationPlanKey('org-1/user-1', 'p-1'),
    );
  });
});

describe('isPresentable', () => {
  it('takes a completed design with its picture and the photo it came from', () => {
    expect(isPresentable(design('a'))).toBe(true);
  });

  it('leaves out designs still being made, failed, without a picture or without a photo', () => {
    expect(isPresentable(design('a', { currentStep: 'generating' }))).toBe(false);
    expect(isPresentable(design('a', { currentStep: 'uploading' }))).toBe(false);
    expect(isPresentable(design('a', { currentStep: 'failed' }))).toBe(false);
    expect(isPresentable(design('a', { finalImageUrl: undefined }))).toBe(false);
    expect(isPresentable(design('a', { sourceImages: [] }))).toBe(false);
  });
});

describe('togglePlanned', () => {
  it('adds at the end and takes out, keeping the others in order', () => {
    let next = togglePlanned(EMPTY_PLAN, 'a');
    next = togglePlanned(next, 'b');
    next = togglePlanned(next, 'c');
    expect(next.refs).toEqual(['a', 'b', 'c']);
    expect(isPlanned(next, 'b')).toBe(true);
    next = togglePlanned(next, 'b');
    expect(next.refs).toEqual(['a', 'c']);
    expect(isPlanned(next, 'b')).toBe(false);
  });

  it("keeps a design's note when it is taken out, so ticking it again brings it back", () => {
    const withNote = withDesignNote(plan(['a']), 'a', 'Shade-tolerant');
    const out = togglePlanned(withNote, 'a');
    expect(out.refs).toEqual([]);
    expect(togglePlanned(out, 'a').notes).toEqual({ a: 'Shade-tolerant' });
  });

  it('does not change the plan it is given', () => {
    const before = plan(['a']);
    togglePlanned(before, 'b');
    expect(before.refs).toEqual(['a']);
  });
});

describe('movePlanned', () => {
  it('moves up and down by one', () => {
    expect(movePlanned(plan(['a', 'b', 'c']), 2, 1).refs).toEqual(['a', 'c', 'b']);
    expect(movePlanned(plan(['a', 'b', 'c']), 0, 1).refs).toEqual(['b', 'a', 'c']);
  });

  it('moves across several places, as a drag does', () => {
    expect(movePlanned(plan(['a', 'b', 'c', 'd']), 3, 0).refs).toEqual(['d', 'a', 'b', 'c']);
    expect(movePlanned(plan(['a', 'b', 'c', 'd']), 0, 3).refs).toEqual(['b', 'c', 'd', 'a']);
  });

  it('clamps the target, and leaves the plan as it is for a move to the same place or from nowhere', () => {
    const start = plan(['a', 'b', 'c']);
    expect(movePlanned(start, 1, 99).refs).toEqual(['a', 'c', 'b']);
    expect(movePlanned(start, 1, -5).refs).toEqual(['b', 'a', 'c']);
    expect(movePlanned(start, 1, 1)).toBe(start);
    expect(movePlanned(start, -1, 0)).toBe(start);
    expect(movePlanned(start, 3, 0)).toBe(start);
  });
});

describe('notes', () => {
  it('sets, replaces and removes (when blank) a design note', () => {
    let next = withDesignNote(plan(['a']), 'a', 'Low water');
    expect(next.notes).toEqual({ a: 'Low water' });
    next = withDesignNote(next, 'a', 'Low water, native plants ');
    expect(next.notes).toEqual({ a: 'Low water, native plants ' });
    next = withDesignNote(next, 'a', '   ');
    expect(next.notes).toEqual({});
  });

  it('cuts a design note to its longest length', () => {
    const long = 'x'.repeat(DESIGN_NOTE_MAX_LENGTH + 20);
    expect(withDesignNote(plan(['a']), 'a', long).notes.a).toHaveLength(DESIGN_NOTE_MAX_LENGTH);
  });

  it('sets the proposal note, cut to its longest length', () => {
    expect(withProposalNote(EMPTY_PLAN, 'Thank you').proposalNote).toBe('Thank you');
    const long = 'y'.repeat(PROPOSAL_NOTE_MAX_LENGTH + 1);
    expect(withProposalNote(EMPTY_PLAN, long).proposalNote).toHaveLength(PROPOSAL_NOTE_MAX_LENGTH);
  });
});

describe('plannedDesigns', () => {
  it("gives the plan's presentable designs in its order, skipping deleted and unfinished ones", () => {
    const designs = [
      design('a'),
      design('b'),
      design('c', { currentStep: 'generating', finalImageUrl: undefined }),
    ];
    const chosen = plannedDesigns(plan(['b', 'gone', 'c', 'a']), designs);
    expect(chosen.map((one) => one.ref)).toEqual(['b', 'a']);
  });
});

describe('reading and writing', () => {
  const key = presentationPlanKey('org-test/user-test', 'p-1');

  it('keeps a plan across reads', () => {
    const stored = plan(['b', 'a'], { notes: { a: 'Front' }, proposalNote: 'Hello' });
    expect(writePresentationPlan(key, stored)).toBe(true);
    expect(readPresentationPlan(key)).toEqual(stored);
  });

  it('removes an empty plan from storage', () => {
    writePresentationPlan(key, plan(['a']));
    expect(localStorage.getItem(key)).not.toBeNull();
    expect(writePresentationPlan(key, EMPTY_PLAN)).toBe(true);
    expect(localStorage.getItem(key)).toBeNull();
    expect(readPresentationPlan(key)).toEqual(EMPTY_PLAN);
  });

  it("keeps the proposal's language; one the app does not have reads as the app's", () => {
    const stored = { ...plan(['a']), language: 'es' };
    expect(writePresentationPlan(key, stored)).toBe(true);
    expect(readPresentationPlan(key)).toEqual(stored);
    localStorage.setItem(key, JSON.stringify({ ...plan(['a']), language: 'xx' }));
    expect(readPresentationPlan(key)).toEqual(plan(['a']));
    expect(readPresentationPlan(key).language).toBeUndefined();
    // A language alone is worth keeping.
    writePresentationPlan(key, { ...EMPTY_PLAN, language: 'es' });
    expect(readPresentationPlan(key).language).toBe('es');
  });

  it('reads anything else in storage as no plan', () => {
    localStorage.setItem(key, 'not json');
    expect(readPresentationPlan(key)).toEqual(EMPTY_PLAN);
    localStorage.setItem(key, JSON.stringify({ refs: 'a', notes: {}, proposalNote: '' }));
    expect(readPresentationPlan(key)).toEqual(EMPTY_PLAN);
    localStorage.setItem(key, JSON.stringify({ refs: [''], notes: {}, proposalNote: '' }));
    expect(readPresentationPlan(key)).toEqual(EMPTY_PLAN);
  });

  it('says so when the browser will not keep the plan', () => {
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      expect(writePresentationPlan(key, plan(['a']))).toBe(false);
    } finally {
      setItem.mockRestore();
    }
  });
});
