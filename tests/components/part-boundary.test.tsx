// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PartBoundary } from '../../src/components/ui/part-boundary';
import { lazyPart } from '../../src/loading';
import { renderWithApp } from '../render';

describe('PartBoundary (§8: a part that fails leaves the rest of the page)', () => {
  it("shows 'This part could not be shown.' in the part's place, keeps its neighbours, and Try again draws it again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = { broken: true };
    function Chart() {
      if (state.broken) throw new Error('Cannot read properties of undefined');
      return <p>the chart</p>;
    }
    renderWithApp(
      <>
        <PartBoundary>
          <Chart />
        </PartBoundary>
        <p>the calendar</p>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This part could not be shown.');
    expect(screen.getByText('the calendar')).toBeInTheDocument();
    state.broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('the chart')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a part whose code threw as it ran is loaded anew by a reload, the one way a browser runs a module again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const chart = lazyPart(() => Promise.reject(new RangeError('invalid language tag: C')));
    renderWithApp(
      <PartBoundary>
        <chart.Component />
      </PartBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This part could not be shown.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
