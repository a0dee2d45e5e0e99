import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

/**
 * Runs the curl commands of a README block with fetch, reading them as curl does for the options
 * the README uses (`-s`, `-c`/`-b` cookie files, `-F` form fields, `-H`, `-d`), so a test follows
 * exactly the requests a reader would send. Cookie files are kept in memory.
 */
export interface CurlRun {
  status: number;
  body: string;
}

const README_HOST = 'http://localhost:3000';

/** The commands of the first ```sh block that mentions `marker`, continuation lines joined, comments dropped. */
export function curlCommandsIn(readme: string, marker: string): string[] {
  const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  const block = blocks.find((text) => text.includes(marker));
  if (!block) throw new Error(`no sh block mentions ${marker}`);
  return block
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('curl '));
}

export class CurlRunner {
  readonly #cookieFiles = new Map<string, Map<string, string>>();
  readonly #baseUrl: string;
  readonly #workingDir: string;

  /** `baseUrl` stands in for the README's http://localhost:3000; files are read from `workingDir`. */
  constructor(baseUrl: string, workingDir: string) {
    this.#baseUrl = baseUrl;
    this.#workingDir = workingDir;
  }

  async run(command: string): Promise<CurlRun> {
    const words = shellWords(command).slice(1);
    let url = '';
    let saveCookiesTo: string | undefined;
    const headers: Record<string, string> = {};
    let form: FormData | undefined;
    let data: string | undefined;
    for (let index = 0; index < words.length; index += 1) {
      const word = words[index] ?? '';
      const next = () => words[++index] ?? '';
      if (word === '-s') continue;
      if (word === '-c') saveCookiesTo = next();
      else if (word === '-b') headers.cookie = this.#cookieHeader(next());
      else if (word === '-H') {
        const [name, ...value] = next().split(':');
        headers[(name ?? '').toLowerCase()] = value.join(':').trim();
      } else if (word === '-d') data = next();
      else if (word === '-F') {
        form ??= new FormData();
        const [name = '', value = ''] = next().split(/=(.*)/s);
        if (value.startsWith('@')) {
          const path = value.slice(1);
          const bytes = await readFile(join(this.#workingDir, path));
          form.append(name, new Blob([bytes], { type: 'application/octet-stream' }), basename(path));
        } else form.append(name, value);
      } else if (word.startsWith('-'))
        throw new Error(`the README uses a curl option this runner does not know: ${word}`);
      else url = word.replace(README_HOST, this.#baseUrl);
    }
    const method = form || data !== undefined ? 'POST' : 'GET';
    const response = await fetch(url, { method, headers, body: form ?? data });
    if (saveCookiesTo) this.#saveCookies(saveCookiesTo, response);
    return { status: response.status, body: await response.text() };
  }

  #cookieHeader(file: string): string {
    const jar = this.#cookieFiles.get(file);
    if (!jar) throw new Error(`curl -b ${file}: no such cookie file yet`);
    return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  #saveCookies(file: string, response: Response): void {
    const jar = this.#cookieFiles.get(file) ?? new Map<string, string>();
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      jar.set(name.trim(), value.trim());
    }
    this.#cookieFiles.set(file, jar);
  }
}

/** Splits a command line into words as a shell would for plain and single- or double-quoted words. */
function shellWords(line: string): string[] {
  return [...line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}
