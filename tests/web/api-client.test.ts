import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, apiMessages, buildUrl } from '#web/lib/api-client.ts';
import { onSessionExpired } from '#web/lib/session-expired.ts';

function reply(status: number, body?: unknown, contentType = 'application/json') {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return vi.fn(async () => new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': contentType } }));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('sends JSON with the session cookie and returns the parsed reply', async () => {
    const fetchMock = reply(201, { id: 'a1', status: 'pending' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiClient.post('/user/register', { name: 'x' })).resolves.toEqual({ id: 'a1', status: 'pending' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/register');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"name":"x"}');
  });

  it('appends query parameters, JSON-encoding objects and skipping empty values', () => {
    expect(buildUrl('/usstates', { size: 999 })).toBe('/api/usstates?size=999');
    expect(buildUrl('/customers', { filter: { state: 'CO' }, q: undefined, r: null, active: true })).toBe(
      `/api/customers?filter=${encodeURIComponent('{"state":"CO"}')}&active=true`,
    );
  });

  it('returns undefined for 204 No Content', async () => {
    vi.stubGlobal('fetch', reply(204));
    await expect(apiClient.delete('/quotas/CO')).resolves.toBeUndefined();
  });

  it('uses the server message of a 4xx reply, with its code, reasons and fields', async () => {
    vi.stubGlobal('fetch', reply(406, { code: 'NOT_ACCEPTABLE', message: 'Not eligible', reasons: ['Too soon'], fields: [{ questionId: 'q1', message: 'Invalid Zip' }] }));
    const error = await failure(apiClient.post('/x', {}));
    expect(error.message).toBe('Not eligible');
    expect(error.status).toBe(406);
    expect(error.code).toBe('NOT_ACCEPTABLE');
    expect(error.reasons).toEqual(['Too soon']);
    expect(error.fields).toEqual([{ questionId: 'q1', message: 'Invalid Zip' }]);
  });

  it('keeps no code that is not written as the API writes its codes (schemas/error-codes.ts)', async () => {
    for (const code of ['no such code', '<b>TAKEN</b>', 42, null]) {
      vi.stubGlobal('fetch', reply(409, { code, message: 'Taken' }));
      const error = await failure(apiClient.post('/x', {}));
      expect(error.message).toBe('Taken');
      expect(error.code).toBeNull();
    }
  });

  it("falls back to 'Failed to Submit Request. Please try again.' for a 4xx without a message", async () => {
    vi.stubGlobal('fetch', reply(400, '<html>Bad Request</html>', 'text/html'));
    const error = await failure(apiClient.get('/x'));
    expect(error.message).toBe(apiMessages.clientError);
    expect(error.message).toBe('Failed to Submit Request. Please try again.');
    expect(error.code).toBeNull();
  });

  it('uses the server message of a 5xx reply, else the server-error message', async () => {
    vi.stubGlobal('fetch', reply(500, { code: 'INTERNAL_ERROR', message: 'Something failed (reference r1)' }));
    expect((await failure(apiClient.get('/x'))).message).toBe('Something failed (reference r1)');
    vi.stubGlobal('fetch', reply(502, ''));
    const error = await failure(apiClient.get('/x'));
    expect(error.message).toBe("We've encountered an error. Please try again later.");
    expect(error.status).toBe(502);
  });

  it('says something went wrong when no response arrives, and that the browser is offline when it is', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await failure(apiClient.get('/x'));
    expect(error.message).toBe('Something went wrong. Please try again.');
    expect(error.status).toBeNull();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect((await failure(apiClient.get('/x'))).message).toBe('You are offline, please check your internet connection.');
  });

  it('passes a caller abort through untouched', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))));
    await expect(apiClient.get('/x')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('signals an expired session on a 401 or a JWT_EXPIRED code, and not otherwise', async () => {
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    vi.stubGlobal('fetch', reply(401, { code: 'UNAUTHENTICATED', message: 'Sign in again' }));
    await failure(apiClient.get('/quotas'));
    expect(expired).toHaveBeenCalledTimes(1);

    vi.stubGlobal('fetch', reply(403, { code: 'JWT_EXPIRED', message: 'JWT_EXPIRED' }));
    await failure(apiClient.get('/quotas'));
    expect(expired).toHaveBeenCalledTimes(2);

    vi.stubGlobal('fetch', reply(403, { code: 'FORBIDDEN', message: 'No' }));
    await failure(apiClient.get('/quotas'));
    vi.stubGlobal('fetch', reply(401, { code: 'LOGIN_FAILED', message: 'Bad code' }));
    await failure(apiClient.post('/user/login', {}, { skipSessionSignal: true }));
    expect(expired).toHaveBeenCalledTimes(2);

    unsubscribe();
    vi.stubGlobal('fetch', reply(401, {}));
    await failure(apiClient.get('/quotas'));
    expect(expired).toHaveBeenCalledTimes(2);
  });
});
