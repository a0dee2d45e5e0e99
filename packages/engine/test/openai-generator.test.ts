import { type FakeOpenAiServer, fakeReply, startFakeOpenAiServer } from '@doclens/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateFromTemplate } from '../src/local/generation/generate-from-template';
import { createOpenAiGenerator } from '../src/openai/openai-generator';

const NDA_PARAMETERS = {
  'Disclosing Party': 'Acme Ltd',
  'Receiving Party': 'Beta LLC',
  'Your Party': 'Acme Ltd',
  Mutual: 'No',
  'Governing Law': 'England and Wales',
};

const MODEL_NDA = {
  title: 'Non-Disclosure Agreement',
  blocks: [
    { type: 'heading', level: 1, text: 'Non-Disclosure Agreement' },
    { type: 'paragraph', text: 'Between Acme Ltd and Beta LLC.', align: 'center' },
    { type: 'heading', level: 2, text: '1. Confidential Information' },
    {
      type: 'paragraph',
      text: 'Beta LLC keeps <script>alert(1)</script> secret; start **[To fill: Effective Date]**.',
    },
    { type: 'list', items: ['No copies', 'Return on request <img src=x onerror=alert(1)>'] },
  ],
};

let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
});
afterEach(async () => {
  await server.close();
});

const generator = () =>
  createOpenAiGenerator({ baseUrl: server.baseUrl, model: 'test-model', maxRetries: 0, timeoutMs: 5000 });

describe('the OpenAI generation provider', () => {
  it("asks for structured output with the template's draft as the guide, and writes the editor's allow-list", async () => {
    server.play(fakeReply.json(MODEL_NDA));
    const output = await generator().generate('Non-Disclosure Agreement', NDA_PARAMETERS);

    const [request] = server.requests;
    expect(request?.body.response_format?.type).toBe('json_schema');
    const prompt = request?.body.messages?.map((message) => message.content).join('\n') ?? '';
    expect(prompt).toContain('Receiving Party: Beta LLC');
    // The local NDA template's clauses are the guide the model is asked to follow.
    expect(prompt).toContain('Governing Law');
    expect(prompt).toContain('Reference draft');

    expect(output.templateId).toBe('nda');
    expect(output.html).toContain('<h2>1. Confidential Information</h2>');
    expect(output.html).toContain('<p style="text-align: center">Between Acme Ltd and Beta LLC.</p>');
    expect(output.html).toContain('<strong>[To fill: Effective Date]</strong>');
    expect(output.html).not.toMatch(/<script|<img|<[^>]*onerror/);
    // Only the editor's allow-list (packages/generated-documents): its tags, and alignment as the one attribute.
    const tags = [...output.html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)];
    expect(new Set(tags.map((tag) => tag[1]))).toEqual(new Set(['h1', 'h2', 'p', 'ul', 'li', 'strong']));
    for (const [, , attributes] of tags) expect(attributes).toMatch(/^(| style="text-align: (center|right)")$/);
  });

  it('writes a screenplay out in full instead of returning the outline the local template gives', async () => {
    const scene = {
      title: 'Low Tide',
      blocks: [
        { type: 'heading', level: 1, text: 'Low Tide' },
        { type: 'heading', level: 3, text: 'EXT. HARBOUR - DAY' },
        { type: 'paragraph', text: 'Mara hauls an empty net onto the slipway and stares at the gulls.' },
      ],
    };
    server.play(fakeReply.json(scene));
    const parameters = { Title: 'Low Tide', 'Main Character': 'Mara', Setting: 'Harbour', Genre: 'Drama' };
    const output = await generator().generate('Screenplay', parameters);

    const prompt = server.requests[0]?.body.messages?.map((message) => message.content).join('\n') ?? '';
    expect(prompt).toContain('The reference draft is an outline');
    expect(prompt).toContain('replace every bracketed direction with finished text');
    expect(output.title).toBe('Low Tide');
    expect(output.html).toContain('Mara hauls an empty net onto the slipway');
    expect(output.html).not.toContain('[Action:');
  });

  it("keeps an agreement's title naming the side it was drafted for, whatever title the model gives", async () => {
    server.play(fakeReply.json(MODEL_NDA));
    const output = await generator().generate('Non-Disclosure Agreement', NDA_PARAMETERS);
    expect(output.title).toBe('Non-Disclosure Agreement (disclosing party draft)');
    const prompt = server.requests[0]?.body.messages?.map((message) => message.content).join('\n') ?? '';
    expect(prompt).not.toContain('The reference draft is an outline');
  });

  it('falls back to the local template when the model gives no usable answer', async () => {
    server.play(fakeReply.text('not json'), fakeReply.json({ title: 'x' }));
    const output = await generator().generate('Non-Disclosure Agreement', NDA_PARAMETERS);
    expect(output).toEqual(generateFromTemplate('Non-Disclosure Agreement', NDA_PARAMETERS));
  });

  it('falls back to the local template when the service fails', async () => {
    server.play(fakeReply.serverError());
    const output = await generator().generate('Essay', { Topic: 'Rivers' });
    expect(output.html).toContain('Rivers');
    expect(output.templateId).toBe('essay');
  });
});
