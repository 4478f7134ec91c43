import { useEffect, useRef, useState } from 'react';
import { config } from '../config';
import { isolate } from '../domain/bidi';

/** Fields where focus is the user's: a heading arriving must not take it from them. */
const EDITING = 'input, textarea, select, [contenteditable="true"]';

/**
 * WCAG 2.4.2 and 2.4.3 for every route, from one place: the document title names the page shown,
 * as its level-1 heading reads in the active language ('Employees · Trend Admin'; a detail page's
 * heading names its record), kept in step while the heading's text arrives or changes. After a
 * client navigation (not the first load) the new title is announced in a polite live region and
 * focus moves to the heading, unless the user moved it meanwhile or is typing in a field.
 * @param path the current path; a change of it is a navigation.
 */
export function PageTitle({ path }: { path: string }) {
  const [announcement, setAnnouncement] = useState('');
  const firstLoad = useRef(true);
  // The heading titled last: right after a navigation the page left may still be on screen.
  const titled = useRef<{ heading: HTMLElement; text: string } | null>(null);
  useEffect(() => {
    const navigated = !firstLoad.current;
    firstLoad.current = false;
    const left = titled.current;
    // Where focus was when the navigation happened: if the user moves it before the heading arrives, it stays theirs.
    const focusAtNavigation = document.activeElement;
    let arrived = false;
    const apply = () => {
      const heading = document.querySelector<HTMLElement>('#root h1');
      const text = heading?.textContent?.replace(/\s+/g, ' ').trim();
      if (!heading || !text) return;
      if (navigated && !arrived && left && left.heading === heading && left.text === text) return;
      titled.current = { heading, text };
      // The heading may be a name from data: isolated, it orders only itself (an override in it stays inside).
      const title = `${isolate(text)} · ${config.appName}`;
      if (document.title !== title) document.title = title;
      if (arrived || !navigated) return;
      arrived = true;
      setAnnouncement(title);
      const focus = document.activeElement;
      if (focus?.matches(EDITING) || (focus !== focusAtNavigation && focus !== document.body)) return;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    };
    apply();
    // The heading comes with the page's chunk, and a detail page's text with its data.
    const observer = new MutationObserver(apply);
    observer.observe(document.getElementById('root') ?? document.body, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [path]);
  return (
    <div role="status" className="visually-hidden">
      {announcement}
    </div>
  );
}
