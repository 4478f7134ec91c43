// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stepCarousel } from './carousel';
import { TestimonialCarousel } from './testimonial-carousel';
import { renderWithApp } from '../../../tests/render';

const items = ['Ann', 'Ben', 'Cai', 'Dee'].map((name) => ({ name, place: 'Town', quote: `${name} likes them`, rating: 5 }));

/** The names on the visible slides, in their visual order. */
function visible(): string[] {
  return screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => !slide.hidden)
    .sort((a, b) => Number(a.style.order) - Number(b.style.order))
    .map((slide) => slide.querySelector('strong')!.textContent!);
}

describe('stepCarousel', () => {
  it('wraps round both ways', () => {
    expect(stepCarousel(3, 1, 4)).toBe(0);
    expect(stepCarousel(0, -1, 4)).toBe(3);
  });
});

describe('TestimonialCarousel (§9: 3 shown, 1 scrolled, autoplay 1500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows three slides and moves one every 1500 ms, wrapping round', () => {
    renderWithApp(<TestimonialCarousel label="Feedback" items={items} autoplay />);
    expect(visible()).toEqual(['Ann', 'Ben', 'Cai']);
    act(() => vi.advanceTimersByTime(1499));
    expect(visible()).toEqual(['Ann', 'Ben', 'Cai']);
    act(() => vi.advanceTimersByTime(1));
    expect(visible()).toEqual(['Ben', 'Cai', 'Dee']);
    act(() => vi.advanceTimersByTime(1500));
    expect(visible()).toEqual(['Cai', 'Dee', 'Ann']);
  });

  it('pauses while hovered and while focused', () => {
    renderWithApp(<TestimonialCarousel label="Feedback" items={items} autoplay />);
    const carousel = screen.getByRole('region', { name: 'Feedback' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(4500));
    expect(visible()).toEqual(['Ann', 'Ben', 'Cai']);
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(1500));
    expect(visible()).toEqual(['Ben', 'Cai', 'Dee']);

    const next = screen.getByRole('button', { name: 'Next testimonials' });
    act(() => next.focus());
    act(() => vi.advanceTimersByTime(4500));
    expect(visible()).toEqual(['Ben', 'Cai', 'Dee']);
    // The slides the buttons control are announced once they stop moving by themselves.
    expect(document.getElementById(next.getAttribute('aria-controls')!)).toHaveAttribute('aria-live', 'polite');
  });

  it('moves with the previous and next buttons', () => {
    renderWithApp(<TestimonialCarousel label="Feedback" items={items} autoplay={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonials' }));
    expect(visible()).toEqual(['Dee', 'Ann', 'Ben']);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonials' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(visible()).toEqual(['Ben', 'Cai', 'Dee']);
  });

  it('stays put without autoplay (reduced motion)', () => {
    renderWithApp(<TestimonialCarousel label="Feedback" items={items} autoplay={false} />);
    act(() => vi.advanceTimersByTime(6000));
    expect(visible()).toEqual(['Ann', 'Ben', 'Cai']);
  });
});
