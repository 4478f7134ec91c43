import { useLayoutEffect, type ReactNode } from 'react';
import type { LayoutAttributes } from '../../theme/layout-settings';

type Attributes = Partial<LayoutAttributes>;

/** Sets theme attributes on `<html>` while mounted (as the layout machine does), restoring the previous ones after. */
function HtmlAttributes({ attributes, children }: { attributes: Attributes; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = Object.keys(attributes).map((name) => [name, root.getAttribute(name)] as const);
    for (const [name, value] of Object.entries(attributes)) {
      if (value === null || value === undefined) root.removeAttribute(name);
      else root.setAttribute(name, value);
    }
    return () => {
      for (const [name, value] of previous) {
        if (value === null) root.removeAttribute(name);
        else root.setAttribute(name, value);
      }
    };
  }, [attributes]);
  return children;
}

/**
 * A story decorator for a theme variant (dark, RTL, sidebar size and colour…):
 * the attributes go on `<html>`, so portalled popovers and drawers get them too.
 */
export function withHtmlAttributes(attributes: Attributes) {
  return function HtmlAttributesDecorator(Story: () => ReactNode) {
    return (
      <HtmlAttributes attributes={attributes}>
        <Story />
      </HtmlAttributes>
    );
  };
}

/** The attributes of the dark look (Light & Dark → Dark Mode also darkens sidebar and topbar). */
export const DARK: Attributes = { 'data-theme': 'dark', 'data-sidebar': 'dark', 'data-topbar': 'dark' };
export const RTL: Attributes = { dir: 'rtl' };
