import { useEffect, useRef, useState } from 'react';

type PreloadedImage =
  { status: 'loading' } | { status: 'loaded'; width: number; height: number } | { status: 'error' };

const LOADING: PreloadedImage = { status: 'loading' };

/**
 * Loads pictures before they are shown: `now` at high priority (on screen next), `soon` at low
 * priority (e.g. the slides either side). Each address is fetched once for as long as the
 * component lives; a picture asked for again is not fetched again, unless it failed: then it is
 * tried again when it is asked for again, or at once by `retry`. `image` says what is known of
 * each address (its natural size once loaded, so its frame can be sized before it paints).
 */
export function usePreloadedImages(now: readonly string[], soon: readonly string[] = []) {
  const [known, setKnown] = useState<ReadonlyMap<string, PreloadedImage>>(() => new Map());
  // Bumped by `retry`: the pictures that failed are asked for again.
  const [attempt, setAttempt] = useState(0);
  // The pictures asked for so far: kept, so the browser keeps them ready.
  const images = useRef(new Map<string, HTMLImageElement>());
  const mounted = useRef(false);
  const nowKey = now.join('\n');
  const soonKey = soon.join('\n');

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const settle = (url: string, image: PreloadedImage) => {
      if (mounted.current) setKnown((previous) => new Map(previous).set(url, image));
    };
    const load = (url: string, priority: 'high' | 'low') => {
      if (url === '' || images.current.has(url)) return;
      const image = new Image();
      image.decoding = 'async';
      image.fetchPriority = priority;
      image.onload = () =>
        settle(url, { status: 'loaded', width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => {
        // Forgotten, so that asking for it again (the slide again, or 'Try again') fetches it.
        images.current.delete(url);
        settle(url, { status: 'error' });
      };
      image.src = url;
      images.current.set(url, image);
    };
    for (const url of nowKey.split('\n')) load(url, 'high');
    for (const url of soonKey.split('\n')) load(url, 'low');
  }, [nowKey, soonKey, attempt]);

  return {
    image: (url: string): PreloadedImage => known.get(url) ?? LOADING,
    retry: () => setAttempt((count) => count + 1),
  };
}
