import { useLayoutEffect, type DependencyList, type RefObject } from 'react';

/** An element shows all its content: nothing scrolls or is cut off (an ellipsis counts as cut off). */
function showsWhole(element: Element): boolean {
  return element.scrollWidth <= element.clientWidth + 1;
}

/** The bar's items stay inside its content box (an item running into the padding does not scroll). */
function holdsItems(bar: HTMLElement): boolean {
  const box = bar.getBoundingClientRect();
  const style = getComputedStyle(bar);
  const left = box.left + parseFloat(style.paddingLeft) - 1;
  const right = box.right - parseFloat(style.paddingRight) + 1;
  return [...bar.children].every((item) => {
    const edges = item.getBoundingClientRect();
    return edges.width === 0 || (edges.left >= left && edges.right <= right);
  });
}

/**
 * Folds a one-line bar step by step until it fits, whatever the language's word lengths: the bar gets
 * `data-fold="0"` (everything shown) up to `data-fold="{steps}"`, the first level at which the bar and
 * every element matching `watch` (a title with an ellipsis, say) show whole; CSS says what each level
 * hides. It runs before paint, again when the bar's width changes and when `deps` change (language,
 * balance, the entries shown). Labels hidden by a fold stay in the accessibility tree.
 */
export function useFoldToFit(
  ref: RefObject<HTMLElement | null>,
  steps: number,
  watch: string | null,
  deps: DependencyList,
): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const fits = () => holdsItems(bar) && [...(watch ? bar.querySelectorAll(watch) : [])].every(showsWhole);
    const fit = () => {
      // Hidden (display: none, the other layout's bar) has no width to measure: leave it unfolded.
      if (bar.clientWidth === 0) return;
      let level = 0;
      bar.dataset.fold = '0';
      while (level < steps && !fits()) {
        level += 1;
        bar.dataset.fold = String(level);
      }
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(bar);
    // Web fonts arriving late change the texts' widths.
    void document.fonts?.ready.then(fit);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what changes the content
  }, [ref, steps, watch, ...deps]);
}
