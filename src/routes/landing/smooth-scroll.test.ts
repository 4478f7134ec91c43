// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { easeInOutQuad, SCROLL_DEFAULTS, smoothScrollTo } from './smooth-scroll';

describe('easeInOutQuad', () => {
  it('starts slow, passes the middle at half way and ends at 1', () => {
    expect(easeInOutQuad(0)).toBe(0);
    expect(easeInOutQuad(0.25)).toBeCloseTo(0.125);
    expect(easeInOutQuad(0.5)).toBe(0.5);
    expect(easeInOutQuad(0.75)).toBeCloseTo(0.875);
    expect(easeInOutQuad(1)).toBe(1);
  });
});

describe('smoothScrollTo (§8, §9: 650 ms, easeInOutQuad, offset 0)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="box"><section id="pricing"></section></div>';
  });
  afterEach(() => vi.useRealTimers());

  it('throws the §8 errors for a missing target or container', () => {
    expect(() => smoothScrollTo('nowhere')).toThrow('Unable to find Target Element');
    expect(() => smoothScrollTo('pricing', { container: 'nothing' })).toThrow('Unable to find Container Element');
  });

  it('eases a container to the target over 650 ms in 16 ms steps', async () => {
    const box = document.getElementById('box')!;
    Object.defineProperties(box, { scrollHeight: { value: 5000 }, clientHeight: { value: 500 } });
    vi.spyOn(document.getElementById('pricing')!, 'getBoundingClientRect').mockReturnValue({ top: 1000 } as DOMRect);
    const done = smoothScrollTo('#pricing', { container: box });
    vi.advanceTimersByTime(SCROLL_DEFAULTS.tick);
    expect(box.scrollTop).toBeGreaterThan(0);
    expect(box.scrollTop).toBeLessThan(20);
    vi.advanceTimersByTime(325 - SCROLL_DEFAULTS.tick);
    expect(box.scrollTop).toBeGreaterThan(400);
    expect(box.scrollTop).toBeLessThan(600);
    vi.advanceTimersByTime(340);
    await done;
    expect(box.scrollTop).toBe(1000);
  });

  it('jumps at once when the duration is 0 (reduced motion)', async () => {
    const box = document.getElementById('box')!;
    Object.defineProperties(box, { scrollHeight: { value: 5000 }, clientHeight: { value: 500 } });
    vi.spyOn(document.getElementById('pricing')!, 'getBoundingClientRect').mockReturnValue({ top: 700 } as DOMRect);
    await smoothScrollTo('pricing', { container: box, duration: 0 });
    expect(box.scrollTop).toBe(700);
  });
});
