/** The roles the flows find elements by, with the elements that carry each. */
const ROLE_SELECTORS = {
  button: 'button,[role=button]',
  link: 'a[href],[role=link]',
  menuitem: '[role=menuitem]',
  menuitemradio: '[role=menuitemradio]',
  radio: 'label:has(input[type=radio]),[role=radio]',
  textbox: 'input:not([type=radio]):not([type=checkbox]):not([type=hidden]),textarea',
  columnheader: 'th,[role=columnheader]',
  heading: 'h1,h2,h3',
} as const;

export type Role = keyof typeof ROLE_SELECTORS;

/** An element's accessible name, as precise as the flows need: a name, not the full algorithm. */
export type Name = string | RegExp;

/**
 * What a flow needs of a browser, whichever engine and automation protocol drives it: Playwright's
 * BiDi for Firefox, WebDriver for WebKitGTK. Elements are found in the page by role and name
 * (`LOCATE`), then typed into and clicked through the protocol, as a user's input.
 */
export interface EngineDriver {
  /** Opens `path` on the app under test. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Replaces the text of the field named `label` by typing `text`. */
  fill(label: Name, text: string): Promise<void>;
  /** Clicks the visible element of `role` named `name`, once there is one (10 s at most). */
  click(role: Role, name: Name): Promise<void>;
  /** Waits (10 s at most) until `expression`, evaluated in the page, is truthy. @returns its value. */
  waitFor<T = unknown>(expression: string, what: string): Promise<T>;
  /** The value of `expression` in the page, now. */
  evaluate<T = unknown>(expression: string): Promise<T>;
  close(): Promise<void>;
}

/** How long a flow waits for the page before it fails, in ms. */
export const WAIT_MS = 10_000;

/** A name as the pattern `LOCATE` matches: a string whole, a RegExp as is. */
export function namePattern(name: Name): { source: string; flags: string } {
  return typeof name === 'string' ? { source: `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, flags: '' } : { source: name.source, flags: name.flags };
}

/**
 * A function run in the page: the first visible element of `role` whose name matches. The name is
 * aria-labelledby's text, else aria-label, else the field's label, else the text (hidden parts left out).
 */
export const LOCATE = `(selectors, role, source, flags) => {
  const text = (node) => {
    if (!node) return '';
    if (node.nodeType === 3) return node.textContent;
    if (node.nodeType !== 1 || node.getAttribute('aria-hidden') === 'true') return '';
    return [...node.childNodes].map(text).join('');
  };
  const squash = (value) => value.replace(/\\s+/g, ' ').trim();
  const nameOf = (element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return squash(labelledBy.split(/\\s+/).map((id) => text(document.getElementById(id))).join(' '));
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    if (element.labels && element.labels.length) return squash(text(element.labels[0]));
    return squash(text(element));
  };
  const pattern = new RegExp(source, flags);
  return [...document.querySelectorAll(selectors[role])].find((element) => element.getClientRects().length > 0 && pattern.test(nameOf(element))) ?? null;
}`;

/** The arguments `LOCATE` takes for `role` and `name`. */
export function locateArgs(role: Role, name: Name): [typeof ROLE_SELECTORS, Role, string, string] {
  const { source, flags } = namePattern(name);
  return [ROLE_SELECTORS, role, source, flags];
}

/**
 * Clicks through `click` (find, then click), again when the element was replaced in between (React
 * redraws a part as its data arrives, and the protocol then holds a node that has left the page) or
 * could not take the click yet (a drawer still sliding in, another element over it). WebDriver refuses
 * such a click without sending it, so trying again never clicks twice.
 */
export async function clickWhenSettled(click: () => Promise<void>): Promise<void> {
  const until = Date.now() + WAIT_MS;
  for (;;) {
    try {
      return await click();
    } catch (error) {
      const replaced =
        error instanceof Error && /detached|not clickable|intercepted|stale|not attached|no longer|NotInteractable/i.test(`${error.name} ${error.message}`);
      if (!replaced || Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
