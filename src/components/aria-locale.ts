import { createContext } from 'react';

/**
 * The locale react-aria's components follow (a BCP 47 tag, with a script
 * subtag when the chosen direction differs from the language's: see
 * `ariaLocale`). Plain React, so the page root can hold it without loading
 * react-aria; `AriaScope` hands it to react-aria where its components draw.
 */
export const AriaLocaleContext = createContext('en');
