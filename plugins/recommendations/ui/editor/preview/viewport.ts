/**
 * The store preview draws a real device viewport and scales it to the space it has, as the
 * platform's theme editor does: the desktop preview is a 1280 px wide page shrunk to fit (not
 * a 516 px page that is a phone layout in disguise), the mobile one a 375 px phone.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import type { FormFactor } from 'sdk/sandbox';

/** The desktop page's width (a common laptop); wider boxes show a wider page, unscaled. */
export const DESKTOP_PREVIEW_WIDTH = 1280;
/** Phone width of the mobile preview. */
export const MOBILE_PREVIEW_WIDTH = 375;

export interface Box {
  width: number;
  height: number;
}

export interface PreviewViewport {
  /** The frame's own size in CSS px: the page lays out at this width. */
  width: number;
  height: number;
  /** Shrink factor (<= 1) from the frame to the box. */
  scale: number;
  /** Horizontal offset that centres a narrower phone in the box. */
  left: number;
}

export function fitViewport(box: Box, ff: FormFactor): PreviewViewport | null {
  if (box.width < 1 || box.height < 1) return null;
  const width = ff === 'desktop' ? Math.max(DESKTOP_PREVIEW_WIDTH, box.width) : MOBILE_PREVIEW_WIDTH;
  const scale = Math.min(1, box.width / width);
  return { width, height: box.height / scale, scale, left: Math.max(0, (box.width - width * scale) / 2) };
}

/** The box's size, kept current (null until measured). */
export function useBoxSize(ref: RefObject<HTMLElement | null>): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const { width, height } = el.getBoundingClientRect();
      setBox((old) => (old && old.width === width && old.height === height ? old : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}
