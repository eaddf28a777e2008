import { useCallback, useEffect, useState } from 'react';

import { discardIfNeverStarted } from '@/entities/generation/api/discard-generation';
import { draftPhotos } from '@/features/generate/wizard/use-wizard-photos';
import {
  clearDraft,
  loadDraft,
  saveDraft,
  type GenerateDraft,
} from '@/features/generate/wizard/generate-draft';
import type { PreparedPhoto } from '@/lib/photo-preparation/photo-types';
import { useOrganizationRef, useSession } from '@/lib/session/session';

const DRAFT_SAVE_DELAY_MS = 300;

/** What the wizard shows, as the draft keeps it (its photos as they are on screen). */
type WizardDraftValues = Omit<GenerateDraft, 'sources' | 'inspirations'> & {
  sources: readonly PreparedPhoto[];
  inspirations: readonly PreparedPhoto[];
};

/**
 * Where the signed-in user's wizard draft is kept, and `clear` to end it. Drafts hold photos:
 * one per user, so another user of this browser never sees them.
 */
export function useDraftKey() {
  const org = useOrganizationRef();
  const session = useSession();
  const draftKey = `${org}/${session.status === 'signed-in' ? (session.user.userRef ?? '') : ''}`;
  const clear = useCallback(() => clearDraft(draftKey), [draftKey]);
  return { draftKey, clear };
}

/**
 * The wizard's draft, kept per user in IndexedDB so a reload or a crash loses nothing: read once
 * (`onRestore` gets it) unless `enabled` is false (a start from a previous generation replaces
 * it), then saved a moment after each change until `paused` (the generation or the variations
 * start: a sweep left mid-way finds the draft as it was when it began).
 */
export function useWizardDraft({
  draftKey,
  enabled,
  paused,
  values,
  onRestore,
}: {
  draftKey: string;
  enabled: boolean;
  paused: boolean;
  values: WizardDraftValues;
  onRestore: (draft: GenerateDraft) => void;
}) {
  const org = useOrganizationRef();
  // Without a draft to read, there is nothing to wait for before saving.
  const [restored, setRestored] = useState(!enabled);

  // A draft left by a reload comes back.
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    void loadDraft(draftKey).then((draft) => {
      if (cancelled) return;
      if (draft) {
        onRestore(draft);
        // The photos are uploaded again (the upload URLs may have expired): the record they
        // went to before the reload would stay behind as 'uploading'.
        if (draft.generationRef) discardIfNeverStarted(org, draft.generationRef);
      }
      setRestored(true);
    });
    return () => {
      cancelled = true;
    };
  }, [org, draftKey, enabled, onRestore]);

  const { sources, inspirations, style, settings, variations, generationRef } = values;
  useEffect(() => {
    if (!restored || paused) return;
    const timer = window.setTimeout(() => {
      void saveDraft(draftKey, {
        sources: draftPhotos(sources),
        inspirations: draftPhotos(inspirations),
        style,
        settings,
        variations,
        generationRef,
      });
    }, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [
    draftKey,
    restored,
    paused,
    sources,
    inspirations,
    style,
    settings,
    variations,
    generationRef,
  ]);
}
