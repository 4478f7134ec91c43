// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { scenarioNames } from '../../src/demo/scenario-choice';
import sp from '../../public/assets/i18n/sp.json';
import { ScenarioBadge } from '../../src/components/scenario-badge';
import { renderWithApp } from '../render';

describe('ScenarioBadge', () => {
  it('names the scenario and offers Reset demo data', async () => {
    const onReset = vi.fn();
    renderWithApp(<ScenarioBadge scenario="default" onReset={onReset} />);
    expect(screen.getByRole('complementary', { name: /runs on the built-in fake backend \(scenario: default\)/ })).toHaveTextContent('Demo data · default');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset demo data' }));
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('can be closed', async () => {
    const onHide = vi.fn();
    renderWithApp(<ScenarioBadge scenario="slow" onHide={onHide} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hide the demo badge' }));
    expect(onHide).toHaveBeenCalledOnce();
  });

  it('names the scenario in the active language, and an unknown one as it is', () => {
    renderWithApp(
      <IntlProvider locale="es" messages={sp}>
        <ScenarioBadge scenario="default" />
        <ScenarioBadge scenario="constructor" />
      </IntlProvider>,
    );
    expect(screen.getByText('Datos de demostración · predeterminado')).toBeInTheDocument();
    expect(screen.getByText('Datos de demostración · constructor')).toBeInTheDocument();
  });

  it.each([...scenarioNames])('translates the scenario name %s', (scenario) => {
    renderWithApp(
      <IntlProvider locale="es" messages={sp}>
        <ScenarioBadge scenario={scenario} />
      </IntlProvider>,
    );
    expect(screen.getByText(/^Datos de demostración · /)).not.toHaveTextContent(`Datos de demostración · ${scenario}`);
  });

  it('offers no reset without a handler', () => {
    renderWithApp(<ScenarioBadge scenario="forbidden" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
