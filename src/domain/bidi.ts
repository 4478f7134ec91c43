/**
 * Unicode isolates (UAX #9, the Bidirectional Algorithm): FIRST STRONG ISOLATE before a text and POP
 * DIRECTIONAL ISOLATE after it. Text from data (a person's or a training's name) that joins other
 * text in a string (the document title, a toast) is isolated, so whatever it holds (right-to-left
 * letters, an override such as U+202E) orders only itself, never the words around it. In markup,
 * `<bdi>` does the same without adding characters.
 * @returns `text` between FSI and PDI.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
