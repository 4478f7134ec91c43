import { expect, test as base } from '@playwright/test';

declare global {
  interface Window {
    reportCspViolation?: (text: string) => void;
  }
}

/**
 * Playwright's `test`, failing any test whose pages broke the Content-Security-Policy the build is
 * served with (scripts/security-headers.ts; `vite preview` sends it): every `securitypolicyviolation`
 * of every page of the test's context is collected and must be none.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          window.reportCspViolation?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} "${event.sample}"`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
