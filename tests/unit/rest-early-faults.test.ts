import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { rest, setHttpFaultHandlers } from '../../src/api/rest';
import { apiPath } from '../../mocks/api-path';
import { server } from '../../mocks/node';
import { installMemoryStorage } from '../storage';

// A module of its own: what is tested is the state before any handlers were ever installed.
describe('rest faults raised before the app installs its handlers', () => {
  beforeAll(() => installMemoryStorage());

  it('are told to the first handlers installed, once', async () => {
    server.use(
      http.get(apiPath('/early'), () => HttpResponse.json({ message: 'nope' }, { status: 403 })),
      http.get(apiPath('/gone'), () => HttpResponse.json({ message: 'expired' }, { status: 401 })),
    );
    await expect(rest('/early')).rejects.toMatchObject({ handled: true });
    await expect(rest('/gone')).rejects.toMatchObject({ status: 401 });

    const first = { notify: vi.fn(), signOut: vi.fn() };
    setHttpFaultHandlers(first);
    expect(first.notify).toHaveBeenCalledExactlyOnceWith('Permission Denied');
    expect(first.signOut).toHaveBeenCalledOnce();

    const next = { notify: vi.fn(), signOut: vi.fn() };
    setHttpFaultHandlers(next);
    expect(next.notify).not.toHaveBeenCalled();
    expect(next.signOut).not.toHaveBeenCalled();
  });
});
