import { describe, expect, it } from 'vitest';

import {
  draftKey,
  mergeDraft,
  pickFields,
  readDraft,
  sameValues,
  writeDraft,
} from '@/lib/form-drafts';

const EMPTY = { name: '', address: { city: '', zip: '' } };

describe('form drafts', () => {
  it('lays a stored draft over the form, field by field, taking only fields of the same kind', () => {
    expect(mergeDraft(EMPTY, { name: 'Ada', address: { city: 'Austin' } })).toEqual({
      name: 'Ada',
      address: { city: 'Austin', zip: '' },
    });
    // Data from outside: unknown fields, wrong kinds and broken shapes are left out.
    expect(
      mergeDraft(EMPTY, { name: 42, extra: 'x', address: 'Main St', __proto__: { name: 'p' } }),
    ).toEqual(EMPTY);
    expect(mergeDraft(EMPTY, null)).toEqual(EMPTY);
    expect(mergeDraft(EMPTY, ['Ada'])).toEqual(EMPTY);
    expect(mergeDraft(EMPTY, { address: { city: { nested: true } } })).toEqual(EMPTY);
  });

  it('keeps only the named fields', () => {
    expect(pickFields({ email: 'a@b.c', password: 'secret' }, ['email'])).toEqual({
      email: 'a@b.c',
    });
    expect(pickFields(EMPTY, undefined)).toBe(EMPTY);
  });

  it('compares values deeply', () => {
    expect(sameValues(EMPTY, { name: '', address: { city: '', zip: '' } })).toBe(true);
    expect(sameValues(EMPTY, { name: '', address: { city: 'x', zip: '' } })).toBe(false);
  });

  it('reads back what it wrote, ignores what it cannot parse, and forgets all of one owner', () => {
    const mine = draftKey('org/me', 'customer:new');
    const theirs = draftKey('org/them', 'customer:new');
    writeDraft(mine, { name: 'Ada' });
    writeDraft(theirs, { name: 'Kim' });
    expect(readDraft(mine)).toEqual({ name: 'Ada' });

    sessionStorage.setItem(draftKey('org/me', 'broken'), '{not json');
    expect(readDraft(draftKey('org/me', 'broken'))).toBeUndefined();
    expect(readDraft(theirs)).toEqual({ name: 'Kim' });
  });
});
