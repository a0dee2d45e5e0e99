import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn, userMessageOf } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends credentials and a JSON content type with a body', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.co' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"email":"a@b.co"}');
  });

  it('sends no content type without a body', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/auth/logout');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({});
  });

  it("turns a non-OK answer into '{status}: {body}'", async () => {
    stubFetch(new Response('{"message":"Invalid email or password."}', { status: 401 }));
    const error = await apiRequest('POST', '/api/auth/login', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('401: {"message":"Invalid email or password."}');
    expect(userMessageOf(error)).toBe('Invalid email or password.');
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('getQueryFn', () => {
  const context = { queryKey: ['/api/auth/user'] } as never;

  it('GETs the first element of the query key', async () => {
    const fetchMock = stubFetch(new Response('{"id":"u1"}', { status: 200 }));
    await expect(getQueryFn({ on401: 'throw' })(context)).resolves.toEqual({ id: 'u1' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/user');
  });

  it('throws on 401 by default and returns null when configured', async () => {
    stubFetch(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(context)).rejects.toThrow('401: Unauthorized');
    stubFetch(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context)).resolves.toBeNull();
  });
});
