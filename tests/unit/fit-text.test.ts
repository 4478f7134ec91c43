import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitText } from '../../src/routes/dashboard/fit-text';

/** A stand-in for a canvas context: every letter (grapheme cluster) is 7 px wide. */
const measure = {
  measureText: (text: string) => ({ width: [...new Intl.Segmenter().segment(text)].length * 7 }) as TextMetrics,
};
const letters = (text: string) => [...new Intl.Segmenter().segment(text)].map((part) => part.segment);

describe('fitText: a chart label shortened to its room', () => {
  it('keeps a name that fits, and cuts one that does not with an ellipsis', () => {
    expect(fitText(measure, 'Finance', 49)).toBe('Finance');
    expect(fitText(measure, 'Quality Assurance', 70)).toBe('Quality A…');
    expect(fitText(measure, 'Quality Assurance', 63)).toBe('Quality…');
    expect(fitText(measure, 'Recursos Humanos', 63)).toBe('Recursos…');
  });

  it('never splits a letter made of several code points', () => {
    expect(fitText(measure, 'Équipe 👩‍👩‍👧 Ventes', 28)).toBe('Équ…');
    expect(fitText(measure, '👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧', 14)).toBe('👩‍👩‍👧…');
  });

  it('keeps a letter of a text of spaces, never an ellipsis alone', () => {
    // Found by the generated case below (seed 1467612912): "  " in 7 px gave "…".
    const fitted = fitText(measure, '  ', 7);
    expect(fitted).toBe(' …');
  });

  it('on any text and room: the text itself when it fits, else a start of it and an ellipsis that fits (or its first letter)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.integer({ min: 0, max: 400 }), (text, room) => {
        const fitted = fitText(measure, text, room);
        if (measure.measureText(text).width <= room) {
          expect(fitted).toBe(text);
          return;
        }
        expect(fitted.endsWith('…')).toBe(true);
        const kept = fitted.slice(0, -1);
        expect(text.startsWith(kept)).toBe(true);
        if (letters(kept).length > 1) expect(measure.measureText(fitted).width).toBeLessThanOrEqual(room);
        else expect(letters(kept).length).toBe(1);
      }),
    );
  });
});
