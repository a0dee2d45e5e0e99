import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { lintText } from './grammar-linter';

const LINTER_MODULE = fileURLToPath(new URL('./grammar-linter.ts', import.meta.url));

describe('the grammar checker in its own thread', () => {
  it('answers with the lints at the offsets of the text it was given', async () => {
    const text = 'I 😀 like it. Their is a dog at home.';
    const lints = await lintText(text);
    const their = lints.find((lint) => lint.problem === 'Their');
    expect(their).toBeDefined();
    // Offsets count UTF-16 units, as the rest of the engine does, even after an emoji.
    expect(text.slice(their?.start, their?.end)).toBe('Their');
  });

  it('lints texts sent together, each answer for its own text', async () => {
    const texts = ['She go to school.', 'This is fine.', 'I has a car.'];
    const answers = await Promise.all(texts.map((text) => lintText(text)));
    answers.forEach((lints, index) => {
      for (const lint of lints) expect(texts[index]?.slice(lint.start, lint.end)).toBe(lint.problem);
    });
    expect(answers[1]).toEqual([]);
  });

  it('lets a script end by itself once its checks are done, and not before', async () => {
    const script = `import { lintText } from ${JSON.stringify(LINTER_MODULE)};
      const lints = await lintText('He walk to the shop yesterday and buyed bread.');
      console.log(lints.length > 0 ? 'checked' : 'nothing found');`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { timeout: 60_000 },
    );
    expect(stdout.trim()).toBe('checked');
  });
});
