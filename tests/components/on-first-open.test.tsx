// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../src/components/toast';
import { LoadErrorToasts } from '../../src/app/page-root';
import { lazyPart, OnFirstOpen } from '../../src/loading';
import { renderWithApp } from '../render';

vi.mock('../../src/components/toast', () => ({ toast: vi.fn(async () => true) }));

function Panel() {
  return <p role="dialog" aria-label="Panel" />;
}

function Overlay({ part }: { part: ReturnType<typeof lazyPart<object>> }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <LoadErrorToasts>
      <button onClick={() => setOpen(true)}>Open</button>
      <p>{isOpen ? 'open' : 'closed'}</p>
      <OnFirstOpen isOpen={isOpen} onClose={() => setOpen(false)}>
        {isOpen ? <part.Component /> : null}
      </OnFirstOpen>
    </LoadErrorToasts>
  );
}

describe('overlays whose code loads on first open (§17)', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it("an overlay whose code cannot load (offline) toasts §8's 'Something went wrong' and closes; opening it again retries", async () => {
    const importer = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce(Panel);
    const user = userEvent.setup();
    renderWithApp(<Overlay part={lazyPart(importer)} />);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Something went wrong', 'error'));
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(toast).toHaveBeenCalledOnce();
  });

  it('does not retry a failed load by itself: offline, that would loop', async () => {
    const importer = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const user = userEvent.setup();
    renderWithApp(<Overlay part={lazyPart(importer)} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Something went wrong', 'error'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(importer).toHaveBeenCalledOnce();
  });

  it('an overlay whose content throws is its own boundary: a toast, the page stays, and opening it again draws it anew', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = { broken: true };
    function Broken() {
      if (state.broken) throw new RangeError('invalid language tag: C');
      return <Panel />;
    }
    const user = userEvent.setup();
    renderWithApp(
      <PageBoundary>
        <Overlay part={lazyPart(() => Promise.resolve(Broken))} />
      </PageBoundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Something went wrong', 'error'));
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(screen.queryByText(/page boundary/)).not.toBeInTheDocument();
    state.broken = false;
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
    quiet.mockRestore();
  });

  it('offline before any toast could load, the failure goes on to the page (its offline page)', async () => {
    vi.mocked(toast).mockResolvedValueOnce(false);
    const onError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithApp(
      <PageBoundary>
        <Overlay part={lazyPart(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))} />
      </PageBoundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('page boundary: ChunkLoadError')).toBeInTheDocument();
    onError.mockRestore();
  });
});

class PageBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>page boundary: {this.state.error.name}</p> : this.props.children;
  }
}
