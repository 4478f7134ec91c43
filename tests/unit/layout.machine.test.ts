import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { layoutMachine, selectIsSemiDark, selectSidebarState, type LayoutChoice } from '../../src/machines/layout.machine';
import {
  DEFAULT_LAYOUT,
  layoutOptions,
  parseStoredLayout,
  serializeLayout,
  viewportFor,
  type LayoutAttributes,
  type LayoutKey,
  type StoredLayout,
} from '../../src/theme/layout-settings';

const DEFAULT_ATTRIBUTES: LayoutAttributes = {
  'data-layout': 'vertical',
  'data-skin': 'default',
  'data-theme': 'light',
  dir: 'ltr',
  'data-layout-width': 'fluid',
  'data-sidebar-size': 'lg',
  'data-navbar': 'sticky',
  'data-sidebar': 'light',
  'data-topbar': 'light',
};

/** The attribute on <html> of each setting (docs/ui.md "Views and controls", its table). */
const ATTRIBUTE_OF: Record<LayoutKey, keyof LayoutAttributes> = {
  layout: 'data-layout',
  skin: 'data-skin',
  mode: 'data-theme',
  direction: 'dir',
  width: 'data-layout-width',
  sidebarSize: 'data-sidebar-size',
  navbar: 'data-navbar',
  sidebarColor: 'data-sidebar',
  topbarColor: 'data-topbar',
};

function start(stored: string | null = null, viewportWidth = 1280) {
  const applied: LayoutAttributes[] = [];
  const persisted: StoredLayout[] = [];
  const dispatchResize = vi.fn();
  const machine = layoutMachine.provide({
    actions: {
      applyAttributes: (_, attributes) => applied.push(attributes),
      persist: (_, stored) => persisted.push(stored),
      dispatchResize,
    },
  });
  const actor = createActor(machine, { input: { stored, viewportWidth } }).start();
  return { actor, applied, persisted, dispatchResize, last: () => applied.at(-1)! };
}

describe('parseStoredLayout (versioned localStorage value)', () => {
  it.each([null, '', '{', 'not json', '[]', '42', '"dark"', 'null', '{"settings":"dark"}', '{"settings":[1,2]}'])(
    'falls back to the defaults for %j',
    (raw) => {
      expect(parseStoredLayout(raw)).toEqual({ settings: DEFAULT_LAYOUT, directionChosen: false });
    },
  );

  it('keeps known values and replaces unknown ones setting by setting', () => {
    const raw = JSON.stringify({
      settings: { mode: 'purple', layout: 'horizontal', sidebarSize: 'xl', topbarColor: 'brand', extra: 1 },
      directionChosen: 'yes',
    });
    expect(parseStoredLayout(raw)).toEqual({
      settings: { ...DEFAULT_LAYOUT, layout: 'horizontal', topbarColor: 'brand' },
      directionChosen: false,
    });
  });

  it('round-trips what it stores', () => {
    const stored: StoredLayout = {
      settings: {
        layout: 'horizontal',
        skin: 'bordered',
        mode: 'dark',
        direction: 'rtl',
        width: 'boxed',
        sidebarSize: 'sm',
        navbar: 'hidden',
        sidebarColor: 'modern',
        topbarColor: 'brand',
      },
      directionChosen: true,
    };
    expect(parseStoredLayout(serializeLayout(stored))).toEqual(stored);
  });
});

describe('viewportFor (§4, §9 breakpoints)', () => {
  it.each([
    [375, 'phone'],
    [767, 'phone'],
    [768, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [1920, 'desktop'],
  ])('%i px is %s', (width, band) => expect(viewportFor(width)).toBe(band));
});

describe('layout machine (§2 Theme customizer, §4 Layout)', () => {
  it('applies the defaults to <html> at start, without persisting', () => {
    const { applied, persisted } = start();
    expect(applied).toEqual([DEFAULT_ATTRIBUTES]);
    expect(persisted).toEqual([]);
  });

  it('applies what was stored at start', () => {
    const { last } = start(JSON.stringify({ settings: { ...DEFAULT_LAYOUT, mode: 'dark', sidebarColor: 'dark', width: 'boxed' } }));
    expect(last()).toMatchObject({ 'data-theme': 'dark', 'data-sidebar': 'dark', 'data-layout-width': 'boxed' });
  });

  const choices = (Object.keys(layoutOptions) as LayoutKey[]).flatMap((key) => layoutOptions[key].map((value) => ({ key, value }) as LayoutChoice));

  it.each(choices)('choosing $key = $value sets its attribute and persists it', (choice) => {
    const { actor, last, persisted } = start();
    actor.send({ type: 'layout.set', ...choice });
    expect(last()[ATTRIBUTE_OF[choice.key]]).toBe(choice.value);
    expect(persisted.at(-1)!.settings[choice.key]).toBe(choice.value);
    expect(parseStoredLayout(serializeLayout(persisted.at(-1)!)).settings[choice.key]).toBe(choice.value);
  });

  it('ignores an unknown value', () => {
    const { actor, applied, persisted } = start();
    actor.send({ type: 'layout.set', key: 'mode', value: 'purple' } as unknown as LayoutChoice & { type: 'layout.set' });
    expect(applied).toHaveLength(1);
    expect(persisted).toHaveLength(0);
  });

  it.each(['dark', 'light'] as const)('%s mode also sets the topbar and sidebar colour to it', (mode) => {
    const { actor, last } = start(JSON.stringify({ settings: { ...DEFAULT_LAYOUT, sidebarColor: 'brand', topbarColor: 'brand' } }));
    actor.send({ type: 'layout.set', key: 'mode', value: mode });
    expect(last()).toMatchObject({ 'data-theme': mode, 'data-sidebar': mode, 'data-topbar': mode });
  });

  it('Semi Dark turns sidebar and topbar dark and back to light', () => {
    const { actor, last } = start();
    actor.send({ type: 'layout.setSemiDark', on: true });
    expect(last()).toMatchObject({ 'data-theme': 'light', 'data-sidebar': 'dark', 'data-topbar': 'dark' });
    expect(selectIsSemiDark(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'layout.setSemiDark', on: false });
    expect(last()).toMatchObject({ 'data-sidebar': 'light', 'data-topbar': 'light' });
    expect(selectIsSemiDark(actor.getSnapshot())).toBe(false);
  });

  it('dispatches a resize event when the content width changes, not otherwise', () => {
    const { actor, dispatchResize } = start();
    actor.send({ type: 'layout.set', key: 'width', value: 'fluid' });
    expect(dispatchResize).not.toHaveBeenCalled();
    actor.send({ type: 'layout.set', key: 'width', value: 'boxed' });
    expect(dispatchResize).toHaveBeenCalledOnce();
    actor.send({ type: 'layout.set', key: 'mode', value: 'dark' });
    expect(dispatchResize).toHaveBeenCalledOnce();
  });

  it('applies the sidebar size only in vertical layout and keeps the choice', () => {
    const { actor, last } = start();
    actor.send({ type: 'layout.set', key: 'sidebarSize', value: 'md' });
    actor.send({ type: 'layout.set', key: 'layout', value: 'horizontal' });
    expect(last()['data-sidebar-size']).toBeNull();
    actor.send({ type: 'layout.set', key: 'layout', value: 'vertical' });
    expect(last()['data-sidebar-size']).toBe('md');
  });

  it('reset restores the defaults and forgets a chosen direction', () => {
    const { actor, last, persisted, dispatchResize } = start();
    actor.send({ type: 'layout.set', key: 'width', value: 'boxed' });
    actor.send({ type: 'layout.set', key: 'direction', value: 'rtl' });
    actor.send({ type: 'layout.reset' });
    expect(last()).toEqual(DEFAULT_ATTRIBUTES);
    expect(persisted.at(-1)).toEqual({ settings: DEFAULT_LAYOUT, directionChosen: false });
    expect(dispatchResize).toHaveBeenCalledTimes(2);
  });

  describe('direction and language (§9)', () => {
    it('follows the language until the user chooses a direction', () => {
      const { actor, last } = start();
      actor.send({ type: 'layout.languageDirection', direction: 'rtl' });
      expect(last().dir).toBe('rtl');
      actor.send({ type: 'layout.set', key: 'direction', value: 'ltr' });
      expect(last().dir).toBe('ltr');
      actor.send({ type: 'layout.languageDirection', direction: 'rtl' });
      expect(last().dir).toBe('ltr');
    });

    it('keeps a stored chosen direction over the language', () => {
      const { actor, last } = start(JSON.stringify({ settings: { ...DEFAULT_LAYOUT, direction: 'rtl' }, directionChosen: true }));
      actor.send({ type: 'layout.languageDirection', direction: 'ltr' });
      expect(last().dir).toBe('rtl');
    });
  });

  describe('sidebar toggle (§4)', () => {
    it('switches between large and small on wide screens', () => {
      const { actor, last, persisted } = start(null, 1280);
      actor.send({ type: 'layout.toggleSidebar' });
      expect(last()['data-sidebar-size']).toBe('sm');
      actor.send({ type: 'layout.toggleSidebar' });
      expect(last()['data-sidebar-size']).toBe('lg');
      expect(persisted).toHaveLength(0);
    });

    it('widens a chosen small sidebar to large', () => {
      const { actor, last } = start(JSON.stringify({ settings: { ...DEFAULT_LAYOUT, sidebarSize: 'sm' } }), 1280);
      actor.send({ type: 'layout.toggleSidebar' });
      expect(last()['data-sidebar-size']).toBe('lg');
    });

    it('uses the small sidebar between 768 and 1024 px; the toggle widens it', () => {
      const { actor, last } = start(null, 900);
      expect(last()['data-sidebar-size']).toBe('sm');
      actor.send({ type: 'layout.toggleSidebar' });
      expect(last()['data-sidebar-size']).toBe('lg');
    });

    it('opens and closes an overlay under 768 px', () => {
      const { actor } = start(null, 375);
      expect(selectSidebarState(actor.getSnapshot())).toEqual({ viewport: 'phone', overlayOpen: false, size: 'lg' });
      actor.send({ type: 'layout.toggleSidebar' });
      expect(selectSidebarState(actor.getSnapshot()).overlayOpen).toBe(true);
      actor.send({ type: 'layout.closeOverlay' });
      expect(selectSidebarState(actor.getSnapshot()).overlayOpen).toBe(false);
    });

    it('closes the overlay and forgets the toggle when the viewport band changes', () => {
      const { actor, last } = start(null, 375);
      actor.send({ type: 'layout.toggleSidebar' });
      actor.send({ type: 'layout.viewport', width: 1280 });
      expect(selectSidebarState(actor.getSnapshot())).toEqual({ viewport: 'desktop', overlayOpen: false, size: 'lg' });
      expect(last()['data-sidebar-size']).toBe('lg');
      actor.send({ type: 'layout.viewport', width: 800 });
      expect(last()['data-sidebar-size']).toBe('sm');
    });
  });
});
