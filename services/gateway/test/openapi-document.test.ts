import { PLANS } from '@doclens/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayHarness, type GatewayHarness } from './gateway-harness';

interface JsonSchema {
  type?: string;
  format?: string;
  enum?: string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface Operation {
  summary?: string;
  description?: string;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string; description?: string }> };
}

/** What an API client reads at /api/docs: how to call each operation and what it answers when it refuses. */
let harness: GatewayHarness;
let document: OpenApiDocument;

beforeAll(async () => {
  harness = await createGatewayHarness();
  const response = await harness.api({ url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});

afterAll(async () => {
  await harness?.dispose();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );

const errorCodesOf = (operation: Operation) => Object.keys(operation.responses).filter((code) => Number(code) >= 400);

describe('the upload operation', () => {
  const upload = () => document.paths['/api/upload']?.post as Operation;

  it('documents its multipart fields: the PDF file and the optional document type', () => {
    const form = upload().requestBody?.content['multipart/form-data']?.schema;
    expect(form?.properties?.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(form?.properties?.documentType?.enum).toEqual(['contract', 'essay', 'cv', 'other']);
    expect(form?.required).toEqual(['file']);
  });

  it('states each plan’s size cap and the claim cookie an anonymous uploader must send back', () => {
    const text = `${upload().description} ${upload().requestBody?.content['multipart/form-data']?.schema.properties?.file?.description}`;
    for (const plan of Object.values(PLANS)) expect(text).toContain(`${plan.maxFileSizeMb} MB`);
    expect(text).toContain('doclens_claim');
    expect(document.components.securitySchemes.claim).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'doclens_claim',
    });
  });

  it('documents each refusal with the error body', () => {
    const { responses } = upload();
    for (const code of ['400', '403', '413', '429', '503']) {
      expect(responses[code]?.description, code).toBeTruthy();
      expect(responses[code]?.content?.['application/json']?.schema.properties?.message?.type, code).toBe('string');
    }
    expect(responses['413']?.description).toContain(`${PLANS.free.maxFileSizeMb} MB`);
  });

  it('is open to visitors: it never answers 401, and takes either cookie', () => {
    expect(upload().responses).not.toHaveProperty('401');
    expect(upload().security).toEqual([{}, { session: [] }, { claim: [] }]);
  });
});

describe('every operation', () => {
  it('documents at least one error answer with the { message } body', () => {
    const listed = operations();
    expect(listed.length).toBeGreaterThan(60);
    const withoutErrors = listed
      .filter(({ operation }) => errorCodesOf(operation).length === 0)
      .map(({ name }) => name);
    expect(withoutErrors).toEqual([]);
  });

  it('documents 401 for operations of signed-in users, 404 where the path names an item, and 400 where it takes input', () => {
    expect(errorCodesOf(document.paths['/api/documents']?.get as Operation)).toContain('401');
    for (const { name, operation } of operations()) {
      if (name.includes('{')) expect(errorCodesOf(operation), name).toContain('404');
      if (operation.requestBody) expect(errorCodesOf(operation), name).toContain('400');
    }
  });

  it('keeps the error answers an operation declares itself', () => {
    const ready = document.paths['/readyz']?.get as Operation;
    expect(ready.responses['503']?.content?.['application/json']?.schema.properties).toHaveProperty('checks');
  });
});
