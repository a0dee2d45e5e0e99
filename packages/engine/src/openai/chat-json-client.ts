import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { readJsonAnswer } from './json-answer';
import { UnusableAnswerError } from './unusable-answer-error';

/** Where and how to reach a server speaking the OpenAI Chat Completions API. */
export interface OpenAiConnection {
  /** Absent for servers that take no key (Ollama, llama.cpp). */
  apiKey?: string;
  /** Absent for api.openai.com. */
  baseUrl?: string;
  model: string;
  /** Per HTTP attempt. */
  timeoutMs?: number;
  /** Further attempts after a 429, a 5xx, a connection error or a timeout, with backoff. */
  maxRetries?: number;
}

/** What each use of the model allows when its connection does not say. */
export interface ConnectionDefaults {
  timeoutMs: number;
  maxRetries: number;
}

export interface JsonRequest<Value> {
  /** Names the schema for the server (letters, digits, `_`, `-`). */
  name: string;
  schema: z.ZodType<Value>;
  messages: ChatCompletionMessageParam[];
  signal?: AbortSignal;
}

/**
 * Asks a chat model for a JSON object matching a zod schema. Uses structured outputs
 * (`json_schema`); a server that rejects them gets `json_object` with the schema in the prompt
 * from then on. An answer that does not parse or match gets one repair request showing the problem;
 * a second unusable answer throws UnusableAnswerError. HTTP errors come from the SDK, which has
 * already retried 429s, 5xx and timeouts.
 */
export class ChatJsonClient {
  private jsonSchemaRefused = false;

  constructor(
    private readonly client: OpenAI,
    private readonly model: string,
  ) {}

  static connect(connection: OpenAiConnection, defaults: ConnectionDefaults): ChatJsonClient {
    const client = new OpenAI({
      // The SDK insists on a key; keyless servers ignore the header.
      apiKey: connection.apiKey ?? 'no-key',
      baseURL: connection.baseUrl,
      timeout: connection.timeoutMs ?? defaults.timeoutMs,
      maxRetries: connection.maxRetries ?? defaults.maxRetries,
    });
    return new ChatJsonClient(client, connection.model);
  }

  async request<Value>(request: JsonRequest<Value>): Promise<Value> {
    const first = await this.complete(request, request.messages);
    const firstAnswer = readJsonAnswer(first, request.schema);
    if (firstAnswer.ok) return firstAnswer.value;

    const repairMessages: ChatCompletionMessageParam[] = [
      ...request.messages,
      { role: 'assistant', content: first ?? '' },
      {
        role: 'user',
        content: `Your answer could not be used. ${firstAnswer.problem}\nReply with the corrected JSON object only.`,
      },
    ];
    const second = readJsonAnswer(await this.complete(request, repairMessages), request.schema);
    if (second.ok) return second.value;
    throw new UnusableAnswerError(unusableReason(second.problem));
  }

  private async complete(request: JsonRequest<unknown>, messages: ChatCompletionMessageParam[]) {
    // `$schema` names the draft only; some servers reject keywords they do not know.
    const { $schema: _draft, ...jsonSchema } = z.toJSONSchema(request.schema) as Record<string, unknown>;
    if (!this.jsonSchemaRefused) {
      try {
        return await this.create(messages, request.signal, {
          type: 'json_schema',
          json_schema: { name: request.name, schema: jsonSchema, strict: false },
        });
      } catch (error) {
        if (!isResponseFormatRefusal(error)) throw error;
        this.jsonSchemaRefused = true;
      }
    }
    return this.create(withSchemaInstruction(messages, jsonSchema), request.signal, { type: 'json_object' });
  }

  private async create(
    messages: ChatCompletionMessageParam[],
    signal: AbortSignal | undefined,
    responseFormat: OpenAI.ChatCompletionCreateParams['response_format'],
  ): Promise<string | null | undefined> {
    const completion = await this.client.chat.completions.create(
      { model: this.model, messages, response_format: responseFormat, temperature: 0 },
      { signal },
    );
    return completion.choices[0]?.message?.content;
  }
}

function isResponseFormatRefusal(error: unknown): boolean {
  return error instanceof OpenAI.BadRequestError && /response_format|json_schema/i.test(error.message);
}

// In json_object mode the server no longer sees the schema, so the model must read it.
function withSchemaInstruction(
  messages: ChatCompletionMessageParam[],
  jsonSchema: Record<string, unknown>,
): ChatCompletionMessageParam[] {
  return [
    ...messages,
    {
      role: 'system',
      content: `Answer with one JSON object matching this JSON Schema:\n${JSON.stringify(jsonSchema)}`,
    },
  ];
}

function unusableReason(problem: string): string {
  if (problem.startsWith('The answer was not valid JSON')) return 'The AI model did not answer with valid JSON.';
  if (problem.startsWith('The answer was empty')) return 'The AI model gave an empty answer.';
  return 'The AI model’s answer did not have the expected structure.';
}
