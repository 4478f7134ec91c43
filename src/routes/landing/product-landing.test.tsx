// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductLanding, REVEAL_DELAYS_MS } from './product-landing';
import { renderWithApp } from '../../../tests/render';

/** The hero text, product cards, features, about, newsletter and carousel, in §4's order. */
function stages(): HTMLElement[] {
  return [
    screen.getByText('Step into comfort and style'),
    screen.getByText('Urban Runner'),
    screen.getByText('Why shop with us'),
    screen.getByText('Crafted for every step'),
    screen.getByText('Join our newsletter'),
    screen.getByText('What our customers say'),
  ];
}

const revealedIn = (elements: HTMLElement[]) => elements.map((element) => element.closest('[data-revealed]') !== null);

describe('ProductLanding (§2, §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reveals hero, products, features, about, newsletter and carousel at 400/1000/1500/2200/2700/3000 ms', { timeout: 15_000 }, () => {
    expect(REVEAL_DELAYS_MS).toEqual([400, 1000, 1500, 2200, 2700, 3000]);
    renderWithApp(<ProductLanding />);
    const elements = stages();
    expect(revealedIn(elements)).toEqual([false, false, false, false, false, false]);
    const steps = [400, 600, 500, 700, 500, 300];
    steps.forEach((step, index) => {
      act(() => vi.advanceTimersByTime(step - 1));
      expect(revealedIn(elements)).toEqual(elements.map((_, stage) => stage < index));
      act(() => vi.advanceTimersByTime(1));
      expect(revealedIn(elements)).toEqual(elements.map((_, stage) => stage <= index));
    });
  });

  it('shows a stage not yet revealed, and those before it, at once when focus enters it', () => {
    renderWithApp(<ProductLanding />);
    const elements = stages();
    act(() => vi.advanceTimersByTime(400));
    expect(revealedIn(elements)).toEqual([true, false, false, false, false, false]);
    // Tabbing ahead of the sequence: the newsletter's field takes focus before its 2700 ms.
    act(() => screen.getByRole('form', { name: 'Join our newsletter' }).querySelector('input')!.focus());
    expect(revealedIn(elements)).toEqual([true, true, true, true, true, false]);
    act(() => vi.advanceTimersByTime(2600));
    expect(revealedIn(elements)).toEqual([true, true, true, true, true, true]);
  });

  it('shows at once, on a scroll, every stage the view has reached (a jump to the end with End), never before a scroll', () => {
    renderWithApp(<ProductLanding />);
    const elements = stages();
    // Laid out as on a phone: stage i starts 1000 px below the one before; the view is 768 px tall.
    const tops = new Map(elements.map((element, stage) => [element.closest('[data-reveal-stage]')!, stage * 1000]));
    let scrolled = 0;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { top: (tops.get(this) ?? 0) - scrolled } as DOMRect;
    });
    vi.stubGlobal('innerHeight', 768);
    act(() => vi.advanceTimersByTime(400));
    expect(revealedIn(elements)).toEqual([true, false, false, false, false, false]);
    // Down to the about section (2000..3000): it and the stages before it show; the later ones keep their time.
    scrolled = 1500;
    act(() => window.dispatchEvent(new Event('scroll')));
    expect(revealedIn(elements)).toEqual([true, true, true, false, false, false]);
    scrolled = 3500;
    act(() => window.dispatchEvent(new Event('scroll')));
    expect(revealedIn(elements)).toEqual([true, true, true, true, true, false]);
  });

  it('shows four cards with the §9 prices and ratings', async () => {
    vi.useRealTimers();
    renderWithApp(<ProductLanding />);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/Urban Runner.*4\.8.*\$299\.99.*Add to Cart/),
      expect.stringMatching(/Trail Blazer.*4\.4.*\$129\.49/),
      expect.stringMatching(/Court Classic.*4\.9.*\$149\.99/),
      expect.stringMatching(/Street Glide.*4\.6.*\$174\.65/),
    ]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Add to Cart' })[1]!);
    expect(screen.getByText('Trail Blazer was added to your cart.')).toBeInTheDocument();
  });

  it('shows everything at once with reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderWithApp(<ProductLanding />);
    expect(revealedIn(stages())).toEqual([true, true, true, true, true, true]);
  });
});
