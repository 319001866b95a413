import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Runs Embla (embla-carousel, the vanilla package) on the viewport once it has loaded: the engine
 * is a separate file fetched when the strip nears the screen (or a pointer or focus reaches it), so the
 * carousel shows its first cells without waiting for it. Where the browser lacks what Embla measures with (ResizeObserver,
 * IntersectionObserver) the strip stays with the view's own index-driven positions.
 *
 * `onSelect` receives the selected snap whenever Embla changes it (drags, swipes, its own moves).
 */
export function useEmblaEngine(
  viewportRef: RefObject<HTMLElement | null>,
  options: EmblaOptionsType,
  startIndex: number,
  onSelect: (index: number) => void,
  /** False while there is no strip to drive (no cells): the engine starts when it appears. */
  enabled = true,
): EmblaCarouselType | null {
  const [engine, setEngine] = useState<EmblaCarouselType | null>(null);
  const latestSelect = useRef(onSelect);
  const latestOptions = useRef(options);
  const latestStart = useRef(startIndex);
  const appliedOptions = useRef('');
  useLayoutEffect(() => {
    latestSelect.current = onSelect;
    latestOptions.current = options;
    latestStart.current = startIndex;
  });

  useEffect(() => {
    const viewport = viewportRef.current;
    if (
      !enabled ||
      !viewport ||
      typeof ResizeObserver === 'undefined' ||
      typeof IntersectionObserver === 'undefined'
    ) {
      return;
    }
    let cancelled = false;
    let created: EmblaCarouselType | null = null;
    const start = () =>
      void import('embla-carousel').then(
        ({ default: EmblaCarousel }) => {
          if (cancelled) return;
          appliedOptions.current = JSON.stringify(latestOptions.current);
          created = EmblaCarousel(viewport, { ...latestOptions.current, startIndex: latestStart.current });
          created.on('select', (api) => latestSelect.current(api.selectedScrollSnap()));
          setEngine(created);
        },
        () => undefined, // The engine file failed to load: the buttons, dots and taps still work without it.
      );
    // Loaded on intent: when the strip comes near the screen (a carousel below the fold costs the page
    // no request at load), or when a pointer or focus reaches it first.
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) begin();
      },
      { rootMargin: '200px' },
    );
    function begin() {
      near.disconnect();
      viewport?.removeEventListener('pointerenter', begin);
      viewport?.removeEventListener('focusin', begin);
      start();
    }
    near.observe(viewport);
    viewport.addEventListener('pointerenter', begin);
    viewport.addEventListener('focusin', begin);
    return () => {
      cancelled = true;
      near.disconnect();
      viewport.removeEventListener('pointerenter', begin);
      viewport.removeEventListener('focusin', begin);
      created?.destroy();
      setEngine(null);
    };
  }, [viewportRef, enabled]);

  const optionsKey = JSON.stringify(options);
  useEffect(() => {
    // Options that change after start (the reduced-motion preference, the attributes) apply in place.
    if (!engine || appliedOptions.current === optionsKey) return;
    appliedOptions.current = optionsKey;
    engine.reInit({
      ...(JSON.parse(optionsKey) as EmblaOptionsType),
      startIndex: engine.selectedScrollSnap(),
    });
  }, [engine, optionsKey]);

  return engine;
}
