/**
 * `text` shortened to fit `maxPx` as `measure` draws it (a canvas context with its font set; widths in
 * that context's px): whole letters (grapheme clusters) and an ellipsis when cut, never less than
 * one letter. The chart's axis would otherwise clip a long department name at its edge; whoever
 * shortens a text keeps the full one available elsewhere (the chart's text alternative and table).
 * @returns `text` itself when it fits.
 */
export function fitText(measure: Pick<CanvasRenderingContext2D, 'measureText'>, text: string, maxPx: number): string {
  if (measure.measureText(text).width <= maxPx) return text;
  const letters = [...new Intl.Segmenter().segment(text)].map((part) => part.segment);
  while (letters.length > 1) {
    letters.pop();
    // A start of nothing but spaces keeps no letter once trimmed: shorter still, down to the first letter.
    const kept = letters.join('').trimEnd();
    if (kept && measure.measureText(`${kept}…`).width <= maxPx) return `${kept}…`;
  }
  return `${letters.join('')}…`;
}
