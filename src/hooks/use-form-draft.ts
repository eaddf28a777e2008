import { useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import {
  draftKey,
  mergeDraft,
  pickFields,
  readDraft,
  removeDraft,
  sameValues,
  writeDraft,
} from '@/lib/form-drafts';
import { sessionOwner, useSession } from '@/lib/session/session';

type FormDraft<TValues> = {
  /** The form came back with values from a draft (show 'Restored your unsaved changes'). */
  restored: boolean;
  /** Drops the draft and puts the form back as it was before it. */
  discard: () => void;
  /** Drops the draft: the user left on purpose. */
  clear: () => void;
  /** The values were saved: they are what the form compares with from now on; no draft. */
  saved: (values: TValues) => void;
};

/**
 * Keeps what the user types into `form` as a draft (src/lib/form-drafts.ts) for the signed-in
 * user (or for nobody, on the public pages) and `screen`, written on every change, so that it is
 * there after a reload or after signing in again. When the form opens and a draft is there, the
 * form shows it, dirty against `defaultValues` (so leaving still asks). Only `fields` are kept
 * (never a password); all of them when left out. Without a `screen`, nothing is kept.
 */
export function useFormDraft<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  {
    screen,
    defaultValues,
    fields,
  }: {
    screen: string | undefined;
    defaultValues: TValues;
    fields?: readonly (keyof TValues & string)[];
  },
): FormDraft<TValues> {
  const session = useSession();
  // Whose draft it is is fixed when the form opens: a 401 signs the user out while the form is
  // still on screen, and what is typed until it closes is still theirs.
  const [key] = useState(() => (screen ? draftKey(sessionOwner(session), screen) : undefined));
  const baseline = useRef(defaultValues);
  const [initial] = useState(() => {
    if (!key) return undefined;
    const stored = readDraft(key);
    if (stored === undefined) return undefined;
    const values = mergeDraft(defaultValues, stored);
    return sameValues(pickFields(values, fields), pickFields(defaultValues, fields))
      ? undefined
      : values;
  });
  const [restored, setRestored] = useState(initial !== undefined);

  useLayoutEffect(() => {
    if (!key) return;
    // Before the first paint: the form never shows its defaults first.
    if (initial) form.reset(initial, { keepDefaultValues: true });
    const subscription = form.watch((values) => {
      const kept = pickFields(values, fields);
      if (sameValues(kept, pickFields(baseline.current, fields))) removeDraft(key);
      else writeDraft(key, kept);
    });
    return () => subscription.unsubscribe();
  }, [key, initial, form, fields]);

  const clear = () => {
    if (key) removeDraft(key);
    setRestored(false);
  };
  return {
    restored,
    clear,
    discard: () => {
      clear();
      form.reset(baseline.current);
    },
    saved: (values) => {
      baseline.current = values;
      clear();
    },
  };
}
