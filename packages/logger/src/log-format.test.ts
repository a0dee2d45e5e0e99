import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** What one line logged at `format` looks like on the standard output of a fresh process. */
function standardOutputOf(format: 'json' | 'pretty'): string {
  const script = `
    import { createLogger } from './src/index.ts';
    createLogger({ level: 'info', service: 'gateway', format: '${format}' }).info({ documentId: 7 }, 'document extracted');
  `;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: new URL('..', import.meta.url),
    encoding: 'utf8',
    env: withoutForcedColour(process.env),
  });
  expect(run.stderr).toBe('');
  return run.stdout;
}

/** As a terminal that takes no colour: the test reads the words, not the escape codes. */
function withoutForcedColour(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { FORCE_COLOR: _forced, ...rest } = env;
  return { ...rest, NO_COLOR: '1' };
}

describe('log lines on standard output', () => {
  it('are one JSON object a line for a log collector', () => {
    const line = JSON.parse(standardOutputOf('json'));
    expect(line).toMatchObject({ level: 30, service: 'gateway', documentId: 7, msg: 'document extracted' });
  });

  it('read as a sentence with its fields in a terminal', () => {
    const output = standardOutputOf('pretty');
    expect(output).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: gateway · document extracted \{"documentId":7\}\n$/);
    expect(() => JSON.parse(output)).toThrow();
  });
});
