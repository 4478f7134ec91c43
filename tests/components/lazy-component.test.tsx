// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { ChunkLoadError } from '../../src/loading';
import { lazyPage, type LazyPage } from '../../src/loading';
import { renderWithApp } from '../render';

const pageModule = async () => ({ default: () => <p>the page</p> });

const inSuspense = (Page: LazyPage) => (
  <Suspense fallback={<p>loading</p>}>
    <Page />
  </Suspense>
);

describe('lazyPage', () => {
  it('renders at once, never its fallback, once preloaded (a hydration after it does not suspend)', async () => {
    const Page = lazyPage(pageModule);
    await Page.preload();
    renderWithApp(inSuspense(Page));
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends when not preloaded, then renders the page', async () => {
    const Page = lazyPage(pageModule);
    renderWithApp(inSuspense(Page));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the page')).toBeTruthy();
  });

  it('loads the module once however often preloaded', async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads += 1;
      return pageModule();
    });
    await Promise.all([Page.preload(), Page.preload()]);
    await Page.preload();
    expect(loads).toBe(1);
  });

  it('a failed load rejects with a ChunkLoadError and is tried again on the next preload', async () => {
    let fail = true;
    const Page = lazyPage(() =>
      fail ? Promise.reject<Awaited<ReturnType<typeof pageModule>>>(new TypeError('Failed to fetch dynamically imported module')) : pageModule(),
    );
    await expect(Page.preload()).rejects.toBeInstanceOf(ChunkLoadError);
    fail = false;
    await expect(Page.preload()).resolves.toBeUndefined();
  });
});
