import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Nothing on the page scrolls sideways: the document is no wider than the window as configured (a phone
 * widens its layout viewport to fit wide content, so `innerWidth` alone would grow with it), and no
 * element reaches past the window's right edge (the widest ones are named).
 */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()!.width;
  const { scrollWidth, innerWidth, wide } = await page.evaluate((limit) => {
    const clipped = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement)
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      return false;
    };
    const wide = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => el.getBoundingClientRect().right > limit + 1 && !clipped(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} (${Math.round(el.getBoundingClientRect().right)} px)`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, wide };
  }, width);
  expect(wide, `${where}: no element reaches past the ${width} px window`).toEqual([]);
  expect(scrollWidth, `${where}: the page is no wider than the ${width} px window`).toBeLessThanOrEqual(width);
  expect(innerWidth, `${where}: the layout viewport stays ${width} px wide`).toBeLessThanOrEqual(width);
}

/**
 * Every visible text in the bar stands on one line and is shown whole (no ellipsis, nothing clipped), and
 * the bar's own row holds all its items: the texts that wrap or are cut are listed, so a failure names them.
 */
export async function expectOneLineBar(bar: Locator, where: string): Promise<void> {
  // Polled: the bar folds itself after a resize (a ResizeObserver), so the first look may come before it.
  const problems = () =>
    bar.evaluate((root) => {
      const found: string[] = [];
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.display !== 'none';
      };
      const inner = root.firstElementChild instanceof HTMLElement ? root.firstElementChild : root;
      if (inner.scrollWidth > inner.clientWidth + 1)
        found.push(`bar overflows (${inner.scrollWidth} > ${inner.clientWidth})`);
      const barBox = root.getBoundingClientRect();
      for (const el of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
        if (!visible(el)) continue;
        const box = el.getBoundingClientRect();
        if (box.left < barBox.left - 1 || box.right > barBox.right + 1) found.push(`"${el.textContent}" sticks out`);
        const own = Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        for (const node of own) {
          const range = document.createRange();
          range.selectNodeContents(node);
          const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
          if (tops.size > 1) found.push(`"${node.textContent}" wraps onto ${tops.size} lines`);
          if (el.scrollWidth > el.clientWidth + 1) found.push(`"${node.textContent}" is cut off`);
        }
      }
      return found;
    });
  await expect.poll(problems, { message: `${where}: the bar's texts stand whole on one line` }).toEqual([]);
}
