/** A widget counts as seen when at least this share of it is visible for this long. */
export const IMPRESSION_RATIO = 0.5;
export const IMPRESSION_DWELL_MS = 1000;

/**
 * Calls `onSeen` once per element when it has been at least half visible for a second; a
 * widget scrolled past faster, or hidden (Hidden By Default), is not seen.
 */
export function watchImpressions(onSeen: (el: Element) => void): { observe(el: Element): void; disconnect(): void } {
  if (typeof IntersectionObserver === 'undefined') return { observe() {}, disconnect() {} };
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const visible = entry.isIntersecting && entry.intersectionRatio >= IMPRESSION_RATIO;
        const timer = timers.get(entry.target);
        if (visible && !timer) {
          timers.set(entry.target, setTimeout(() => {
            observer.unobserve(entry.target);
            onSeen(entry.target);
          }, IMPRESSION_DWELL_MS));
        } else if (!visible && timer) {
          clearTimeout(timer);
          timers.delete(entry.target);
        }
      }
    },
    { threshold: [0, IMPRESSION_RATIO, 1] },
  );
  return {
    observe: (el) => observer.observe(el),
    disconnect: () => {
      observer.disconnect();
      for (const t of timers.values()) clearTimeout(t);
    },
  };
}
