// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, WhenNear } from '../../src/loading';

/** A stand-in IntersectionObserver whose last instance the test drives. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  /** Reports the observed box as in (or out of) the margin. */
  report(isIntersecting: boolean) {
    this.callback(
      this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = null;
});

describe('WhenNear: a part below the fold loads when its place comes near (§17)', () => {
  it('keeps an empty box until the place is within a viewport, then fetches the part once and shows it', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn(async () => () => <form aria-label="Sign up" />);
    const part = lazyPart(load);
    const { container } = render(
      <WhenNear className="place">
        <part.Component />
      </WhenNear>,
    );
    const place = container.querySelector('.place');
    expect(place).toBeEmptyDOMElement();
    expect(FakeObserver.last?.options?.rootMargin).toBe('100% 0px');

    act(() => FakeObserver.last!.report(false));
    expect(load).not.toHaveBeenCalled();

    await act(async () => FakeObserver.last!.report(true));
    expect(await screen.findByRole('form', { name: 'Sign up' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    // Once shown, the place stops being watched.
    expect(FakeObserver.last!.observed).toEqual([]);
  });
});
