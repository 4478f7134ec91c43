// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../src/loading';
import { PageErrorBoundary } from '../../src/app/page-error-boundary';
import { RootErrorBoundary } from '../../src/app/root-error-boundary';
import { renderWithApp } from '../render';

/** A page whose render throws while `state.broken`. */
function flakyPage() {
  const state = { broken: true };
  function Page() {
    if (state.broken) throw new Error('Cannot read properties of undefined');
    return <p>the page</p>;
  }
  return { state, Page };
}

/** A lazy page whose chunk fails to load while `network.down`; the browser says it is offline while `network.offline`. */
function offlineChunk({ offline = true } = {}) {
  const network = { down: true, offline, loads: 0 };
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => !(network.down && network.offline));
  const Page = lazyPage(async () => {
    network.loads += 1;
    if (network.down) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: () => <p>the lazy page</p> };
  });
  return { network, Page };
}

// React logs every error a boundary catches; these tests throw on purpose.
const quietly = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('PageErrorBoundary (§8: no thrown error leaves a blank page)', () => {
  it("shows 'Something went wrong' with Try again, which draws the page again, and Back to Home", async () => {
    quietly();
    const { state, Page } = flakyPage();
    renderWithApp(
      <PageErrorBoundary resetKey="/employees" embedded>
        <Page />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('This page ran into a problem and could not be shown. Try again, or go back to the home page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    state.broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it('clears the error when the path changes', () => {
    quietly();
    const { state, Page } = flakyPage();
    const boundary = (path: string) => (
      <PageErrorBoundary resetKey={path}>
        <Page />
      </PageErrorBoundary>
    );
    const { rerender } = renderWithApp(boundary('/employees'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    state.broken = false;
    rerender(boundary('/trainings'));
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it("a chunk the server failed while the browser is online (a 503) is 'Something went wrong', not offline; Try again loads it", async () => {
    quietly();
    const { network, Page } = offlineChunk({ offline: false });
    renderWithApp(
      <PageErrorBoundary resetKey="/employees">
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </PageErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "We're Temporarily Offline" })).toBeNull();
    network.down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the lazy page')).toBeInTheDocument();
    expect(network.loads).toBe(2);
  });

  it('shows the offline page for a chunk that failed while offline, and loads it again on Refresh without a reload', async () => {
    quietly();
    const { network, Page } = offlineChunk();
    renderWithApp(
      <PageErrorBoundary resetKey="/employees">
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </PageErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: "We're Temporarily Offline" })).toBeInTheDocument();
    network.down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('the lazy page')).toBeInTheDocument();
    expect(network.loads).toBe(2);
  });

  it('loads a failed chunk again when the browser is back online, and when the user comes back to the page', async () => {
    quietly();
    const { network, Page } = offlineChunk();
    const boundary = (path: string) => (
      <PageErrorBoundary resetKey={path}>
        <Suspense fallback={<p>loading</p>}>{path === '/employees' ? <Page /> : <p>another page</p>}</Suspense>
      </PageErrorBoundary>
    );
    const { rerender } = renderWithApp(boundary('/employees'));
    await screen.findByRole('heading', { name: "We're Temporarily Offline" });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByRole('heading', { name: "We're Temporarily Offline" });
    expect(network.loads).toBe(2);

    rerender(boundary('/'));
    expect(screen.getByText('another page')).toBeInTheDocument();
    network.down = false;
    rerender(boundary('/employees'));
    expect(await screen.findByText('the lazy page')).toBeInTheDocument();
    expect(network.loads).toBe(3);
  });
});

describe('RootErrorBoundary', () => {
  it("shows 'Something went wrong' when what provides the pages fails", () => {
    quietly();
    const { Page } = flakyPage();
    renderWithApp(
      <RootErrorBoundary>
        <Page />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
