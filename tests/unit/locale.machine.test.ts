import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { chooseLanguage, type LanguageCode } from '../../src/i18n/languages';
import type { Messages } from '../../src/i18n/messages';
import { layoutMachine } from '../../src/machines/layout.machine';
import type { LayoutAttributes } from '../../src/theme/layout-settings';
import { localeMachine, selectIntl, selectLanguage } from '../../src/machines/locale.machine';
import { shellMachine } from '../../src/machines/shell.machine';

const files: Record<string, Messages> = { en: { hello: 'Hello' }, sp: { hello: 'Hola' }, ar: { hello: 'مرحبا' } };

function fakeLoader() {
  const pending = new Map<LanguageCode, () => void>();
  const load = vi.fn((code: LanguageCode) => new Promise<Messages>((resolve) => pending.set(code, () => resolve(files[code] ?? {}))));
  return { load, finish: (code: LanguageCode) => pending.get(code)!() };
}

function start(language: LanguageCode, load: (code: LanguageCode) => Promise<Messages>) {
  const actions = { rememberLanguage: vi.fn(), applyLanguage: vi.fn() };
  const machine = localeMachine.provide({
    actors: { loadMessages: fromPromise(({ input }) => load(input)) },
    actions: { rememberLanguage: (_, code) => actions.rememberLanguage(code), applyLanguage: (_, tag) => actions.applyLanguage(tag) },
  });
  return { actor: createActor(machine, { input: { language } }).start(), actions };
}

describe('chooseLanguage (§9: cookie, browser, en)', () => {
  it.each([
    ['sp', ['fr-FR'], 'sp'],
    [undefined, ['fr-FR', 'es'], 'fr'],
    ['xx', ['es-MX'], 'sp'],
    [undefined, ['ar-EG'], 'ar'],
    [undefined, ['pt-BR', 'nl'], 'en'],
    [undefined, [], 'en'],
  ] as const)('cookie %j and browser %j give %s', (cookie, browser, expected) => {
    expect(chooseLanguage(cookie, browser)).toBe(expected);
  });
});

describe('locale machine (§9 Languages)', () => {
  it('loads the start language, then sets <html lang>', async () => {
    const loader = fakeLoader();
    const { actor, actions } = start('sp', loader.load);
    expect(selectIntl(actor.getSnapshot())).toBeNull();
    loader.finish('sp');
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(selectIntl(snapshot)).toEqual({ locale: 'es', messages: files.sp });
    expect(actions.applyLanguage).toHaveBeenCalledWith('es');
    expect(actions.rememberLanguage).not.toHaveBeenCalled();
  });

  it('switches without a reload, keeping the old messages until the new ones are in', async () => {
    const loader = fakeLoader();
    const { actor, actions } = start('en', loader.load);
    loader.finish('en');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'locale.set', language: 'sp' });
    expect(selectLanguage(actor.getSnapshot())).toBe('sp');
    expect(actions.rememberLanguage).toHaveBeenCalledWith('sp');
    expect(selectIntl(actor.getSnapshot())).toEqual({ locale: 'en', messages: files.en });
    loader.finish('sp');
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(selectIntl(snapshot)).toEqual({ locale: 'es', messages: files.sp });
    expect(actions.applyLanguage).toHaveBeenLastCalledWith('es');
  });

  it('ignores the language already in use and unknown codes', async () => {
    const loader = fakeLoader();
    const { actor, actions } = start('en', loader.load);
    loader.finish('en');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'locale.set', language: 'en' });
    actor.send({ type: 'locale.set', language: 'xx' as LanguageCode });
    expect(loader.load).toHaveBeenCalledTimes(1);
    expect(actions.rememberLanguage).not.toHaveBeenCalled();
  });

  it('shows keys (no messages) when a file cannot be loaded', async () => {
    const { actor } = start('fr', () => Promise.reject(new Error('404')));
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(selectIntl(snapshot)).toEqual({ locale: 'fr', messages: {} });
  });
});

describe('shell machine children (docs/architecture.md "Machines")', () => {
  function startShell(language: LanguageCode, stored: string | null = null) {
    const applied: LayoutAttributes[] = [];
    const machine = shellMachine.provide({
      actors: {
        layout: layoutMachine.provide({ actions: { applyAttributes: (_, attributes) => applied.push(attributes), persist: () => {} } }),
        locale: localeMachine.provide({ actors: { loadMessages: fromPromise(async ({ input }) => files[input] ?? {}) }, actions: { applyLanguage: () => {} } }),
      },
    });
    const actor = createActor(machine, { input: { token: null, layout: { stored, viewportWidth: 1280 }, language, employeeId: null } }).start();
    return { actor, applied };
  }

  it('invokes session, layout, locale and notifications with system ids', () => {
    const { actor } = startShell('en');
    for (const id of ['session', 'layout', 'locale', 'notifications']) expect(actor.system.get(id)).toBeDefined();
  });

  it('Arabic turns the direction to RTL; English turns it back', async () => {
    const { actor, applied } = startShell('ar');
    await vi.waitFor(() => expect(applied.at(-1)!.dir).toBe('rtl'));
    actor.system.get('locale').send({ type: 'locale.set', language: 'en' });
    await vi.waitFor(() => expect(applied.at(-1)!.dir).toBe('ltr'));
  });

  it('Arabic keeps a direction the user chose in the customizer', async () => {
    const { actor, applied } = startShell('ar', JSON.stringify({ settings: { direction: 'ltr' }, directionChosen: true }));
    await waitFor(actor.system.get('locale'), (snapshot: { matches: (value: string) => boolean }) => snapshot.matches('ready'));
    expect(applied.length).toBeGreaterThan(1);
    expect(applied.every((attributes) => attributes.dir === 'ltr')).toBe(true);
  });
});
