/** The landing pages' addresses (§2): the template's pages for the public, not for staff. */
export const LANDING_PATHS = { onepage: '/onepage-landing', product: '/product-landing' } as const;

/** Whether `path` is a page for visitors, where the demo's own controls stay out of the keyboard order. */
export const isForVisitors = (path: string): boolean => Object.values<string>(LANDING_PATHS).includes(path);
