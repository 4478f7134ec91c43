import type { ReactNode } from 'react';

/** What every variant frame draws: a heading, content and an optional footer line. */
export interface AuthFrameProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** A line under the content, e.g. the link to the other account page. */
  footer?: ReactNode;
  /** Controls at the top end of the page, e.g. the language dropdown. */
  toolbar?: ReactNode;
}
