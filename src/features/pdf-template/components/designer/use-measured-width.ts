import { useEffect, useState, type RefObject } from 'react';

/**
 * The width (px) the element is given, followed as it changes; `fallback` where nothing is laid
 * out (jsdom in unit tests, the first render), so the designer's scale is always computable.
 */
export function useMeasuredWidth(element: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const node = element.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width > 0 ? width : fallback;
}
