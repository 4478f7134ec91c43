import type { SettingProblem } from '../config/oidc-settings';

/**
 * What the app shows instead of itself when its build configuration is wrong (§6 oidc: a missing or
 * malformed `VITE_OIDC_*`): which variable, and what is wrong with it. It is for whoever deploys the
 * app, so it is in English and needs no messages, styles or code beyond the entry's.
 */
export function ConfigProblems({ problems }: { problems: readonly SettingProblem[] }) {
  return (
    <main className="config-problems">
      <h1>This app is not configured correctly</h1>
      <p>Sign-in through the identity provider (VITE_AUTH_MODE=oidc) needs these build variables fixed:</p>
      <ul>
        {problems.map(({ variable, problem }) => (
          <li key={variable}>
            <code>{variable}</code> {problem}
          </li>
        ))}
      </ul>
      <p>Set them in the environment of the build (or in .env.production) and build again.</p>
    </main>
  );
}
