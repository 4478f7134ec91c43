/**
 * An IntersectionObserver for jsdom, which has none: every element observed is reported in view
 * at once, as if the page were scrolled to it, so a part that loads near the viewport (`WhenNear`)
 * loads. Stub it with `vi.stubGlobal('IntersectionObserver', InViewObserver)`.
 */
export class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
