// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it('offers no reset without a handler', () => {
    renderWithApp(<ScenarioBadge scenario="forbidden" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
