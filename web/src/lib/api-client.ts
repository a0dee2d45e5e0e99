import type { QueryFunction } from '@tanstack/react-query';

/** A non-OK answer; its message is '{status}: {response body or status text}' (spec part 1 §7). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => '');
  throw new ApiError(response.status, body, response.statusText);
}

/** Sends a same-origin request with the session cookie; JSON content type only when there is a body. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  return (await response.json()) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query fetcher: GETs the first element of the query key. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(String(queryKey[0]), { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/**
 * The sentence to show a user for a failed call: the server's `{ message }` when it sent one
 * (the raw '{status}: {body}' text would show them JSON), otherwise the error's own message.
 */
export function userMessageOf(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof ApiError) return serverMessageIn(error.body) ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

function serverMessageIn(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // Not JSON: the caller falls back to the full error text.
  }
  return undefined;
}
