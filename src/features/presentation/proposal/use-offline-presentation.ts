import { useCallback, useEffect, useRef, useState } from 'react';

import { proposalPictures, type Proposal } from '@/features/presentation/proposal/proposal-content';
import { useNetworkStatus } from '@/lib/network/network-status';
import {
  canStorePictures,
  countStoredPictures,
  storedPictureKey,
  storePictures,
  type StorePicturesProgress,
} from '@/lib/offline/picture-store';

/** Whether the proposal's pictures are kept on this device, for a presentation without signal. */
export type OfflinePresentation =
  /** No Cache Storage here (an insecure page, a private window): nothing can be kept. */
  | { status: 'unsupported' }
  /** No design chosen: nothing to keep. */
  | { status: 'none' }
  /** Looking at what is kept already. */
  | { status: 'checking' }
  | { status: 'saving'; stored: number; total: number }
  /** Offline with pictures missing: the rest are saved when the browser is back online. */
  | { status: 'waiting'; stored: number; total: number }
  | { status: 'ready'; total: number }
  /** Some pictures could not be saved (the storage refused them, the network failed them). */
  | { status: 'failed'; stored: number; failed: number; total: number };

export type OfflinePresentationState = OfflinePresentation & {
  /** Saves the missing pictures again (after 'failed'). */
  retry: () => void;
};

/**
 * What identifies the set of pictures, whatever their signed addresses (which change with every
 * answer of the API): their storage keys, sorted. Empty for no picture.
 */
function pictureSetKey(urls: readonly string[]) {
  return [...new Set(urls.map((url) => storedPictureKey(url) ?? url))].sort().join('\n');
}

function fromProgress({ stored, failed, total }: StorePicturesProgress): OfflinePresentation {
  if (stored + failed < total) return { status: 'saving', stored, total };
  if (failed > 0) return { status: 'failed', stored, failed, total };
  return { status: 'ready', total };
}

/**
 * Keeps the pictures of `proposal` (each chosen design's before and after, exactly what the
 * slides and the PDF show) on this device, so that the presentation and its PDF work offline:
 * the service worker shows them from there, and the PDF reads them from there. Runs while the
 * screen is open (the project page's Presentation card, presentation mode) and whenever the
 * chosen pictures change; offline it only counts, and goes on when the browser is back online.
 * Leaving the screen stops it; what is saved stays.
 */
export function useOfflinePresentation(proposal: Proposal | undefined): OfflinePresentationState {
  const urls = proposal ? proposalPictures(proposal) : [];
  const pictures = pictureSetKey(urls);
  const offline = useNetworkStatus() === 'offline';
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ pictures: string; state: OfflinePresentation }>();

  // The latest signed addresses: a run starts with those (the set is what restarts it).
  const latestUrls = useRef(urls);
  useEffect(() => {
    latestUrls.current = urls;
  });

  useEffect(() => {
    if (pictures === '' || !canStorePictures()) return;
    const controller = new AbortController();
    const { signal } = controller;
    const report = (state: OfflinePresentation) => {
      if (!signal.aborted) setResult({ pictures, state });
    };
    let last: StorePicturesProgress | undefined;
    const run = async () => {
      if (offline) {
        const count = await countStoredPictures(latestUrls.current);
        if (count.status === 'unsupported') report(count);
        else if (count.stored === count.total) report({ status: 'ready', total: count.total });
        else report({ status: 'waiting', stored: count.stored, total: count.total });
        return;
      }
      const outcome = await storePictures(latestUrls.current, {
        signal,
        onProgress: (progress) => {
          last = progress;
          report(fromProgress(progress));
        },
      });
      if (outcome.status === 'unsupported') report(outcome);
      else if (last) report(fromProgress(last));
    };
    run().catch(() => {
      // Aborted (the screen left, the pictures or the network changed): the next run goes on.
      // Anything else leaves what is missing as failed, for 'Try again'.
      if (last) report(fromProgress({ ...last, failed: last.total - last.stored }));
    });
    return () => controller.abort();
  }, [pictures, offline, attempt]);

  const retry = useCallback(() => {
    setResult((current) =>
      current?.state.status === 'failed'
        ? {
            pictures: current.pictures,
            state: { status: 'saving', stored: current.state.stored, total: current.state.total },
          }
        : current,
    );
    setAttempt((count) => count + 1);
  }, []);

  let state: OfflinePresentation;
  if (pictures === '') state = { status: 'none' };
  else if (!canStorePictures()) state = { status: 'unsupported' };
  else if (result?.pictures === pictures) state = result.state;
  else state = { status: 'checking' };
  return { ...state, retry };
}
