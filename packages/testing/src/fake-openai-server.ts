import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer of the fake server, played in order, one per request. */
export type FakeOpenAiReply =
  /** A completion whose message content is exactly `content` (valid JSON or not). */
  | { kind: 'content'; content: string }
  /** An HTTP error with an OpenAI-style error body. */
  | { kind: 'error'; status: number; message: string; headers?: Record<string, string> }
  /** Waits `delayMs` before playing `then`; longer than the client's timeout, it is a timeout. */
  | { kind: 'slow'; delayMs: number; then: FakeOpenAiReply };

/** Builders for the answers tests script most often. */
export const fakeReply = {
  json: (value: unknown): FakeOpenAiReply => ({ kind: 'content', content: JSON.stringify(value) }),
  text: (content: string): FakeOpenAiReply => ({ kind: 'content', content }),
  rateLimited: (retryAfterSeconds = 0): FakeOpenAiReply => ({
    kind: 'error',
    status: 429,
    message: 'Rate limit reached',
    headers: { 'retry-after': String(retryAfterSeconds) },
  }),
  serverError: (status = 500): FakeOpenAiReply => ({ kind: 'error', status, message: 'The server had an error' }),
  badRequest: (message: string): FakeOpenAiReply => ({ kind: 'error', status: 400, message }),
  slow: (delayMs: number, then: FakeOpenAiReply): FakeOpenAiReply => ({ kind: 'slow', delayMs, then }),
};

/** A request as the fake server received it. */
export interface RecordedChatRequest {
  path: string;
  authorization: string | undefined;
  body: ChatRequestBody;
}

export interface ChatRequestBody {
  model?: string;
  messages?: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
  [key: string]: unknown;
}

export interface FakeOpenAiServer {
  /** What to give the SDK as `baseURL` (ends in `/v1`). */
  baseUrl: string;
  requests: RecordedChatRequest[];
  /** Appends answers to the script. */
  play(...replies: FakeOpenAiReply[]): void;
  /** Answers not played yet. */
  remaining(): number;
  close(): Promise<void>;
}

/**
 * A local stand-in for an OpenAI-compatible server (`POST /v1/chat/completions`) on 127.0.0.1 and a
 * free port. It plays a script of answers; a request beyond the script gets a 500 that says so,
 * which a test sees as a fallback rather than a hang.
 */
export async function startFakeOpenAiServer(script: FakeOpenAiReply[] = []): Promise<FakeOpenAiServer> {
  const queue = [...script];
  const requests: RecordedChatRequest[] = [];

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      sendError(response, { kind: 'error', status: 404, message: `No route ${request.method} ${request.url}` });
      return;
    }
    const parsed = parseJson(body);
    requests.push({ path: request.url, authorization: request.headers.authorization, body: parsed });
    const reply = queue.shift() ?? { kind: 'error', status: 500, message: 'fake OpenAI server: script exhausted' };
    await play(reply, parsed, response);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    play: (...replies) => queue.push(...replies),
    remaining: () => queue.length,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function play(reply: FakeOpenAiReply, request: ChatRequestBody, response: ServerResponse): Promise<void> {
  switch (reply.kind) {
    case 'slow':
      await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      // The client may have given up already; its socket is gone.
      if (response.destroyed) return;
      return play(reply.then, request, response);
    case 'error':
      sendError(response, reply);
      return;
    case 'content':
      sendJson(response, 200, completion(request.model ?? 'unknown', reply.content));
      return;
  }
}

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null },
    ],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}

function sendError(response: ServerResponse, reply: Extract<FakeOpenAiReply, { kind: 'error' }>): void {
  sendJson(
    response,
    reply.status,
    { error: { message: reply.message, type: 'fake_error', param: null, code: null } },
    reply.headers,
  );
}

function sendJson(response: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(value));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): ChatRequestBody {
  try {
    return JSON.parse(text) as ChatRequestBody;
  } catch {
    return {};
  }
}
