import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeFigureLines } from './figure-line';

/**
 * What a first visit to the landing page downloads: index.html's entry script, everything it
 * imports statically (Vite modulepreloads those), and the lazy chunk of the landing route with
 * its own static imports. Sizes are gzip level 9, as a server would send them compressed.
 */
const WEB_DIR = resolve(import.meta.dirname, '../../web');
const DIST_DIR = join(WEB_DIR, 'dist');
const MANIFEST_PATH = join(DIST_DIR, '.vite/manifest.json');
const LANDING_ROUTE = 'src/features/landing/components/landing-page.tsx';
const TARGET_KB = 200;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

if (!existsSync(MANIFEST_PATH)) {
  process.stdout.write('no web build with a manifest: building web/ first\n');
  execFileSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: resolve(WEB_DIR, '..'), stdio: 'inherit' });
}
const manifest = JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as Manifest;

const gzipKb = (file: string) => gzipSync(readFileSync(join(DIST_DIR, file)), { level: 9 }).length / 1024;
const kb = (value: number) => value.toFixed(1);

/** The chunk and every chunk it imports statically, each once. */
function withStaticImports(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error(`no entry chunk in ${MANIFEST_PATH}`);
if (!manifest[LANDING_ROUTE]) throw new Error(`the landing route ${LANDING_ROUTE} is not a chunk of the build`);

const landingKeys = withStaticImports(LANDING_ROUTE, withStaticImports(entryKey));
const landingFiles = [...landingKeys].map((key) => manifest[key]?.file ?? key);
const landingCss = [...new Set([...landingKeys].flatMap((key) => manifest[key]?.css ?? []))];
const landingJsKb = landingFiles.reduce((sum, file) => sum + gzipKb(file), 0);
const landingCssKb = landingCss.reduce((sum, file) => sum + gzipKb(file), 0);

const out = (line = '') => process.stdout.write(`${line}\n`);
out(`web bundle size — ${availableParallelism()} cores, build ${DIST_DIR}`);
out();
out('| landing page JS (first visit) | gzip KB |');
out('| --- | ---: |');
for (const file of landingFiles) out(`| ${file} | ${kb(gzipKb(file))} |`);
out(`| **total JS** | **${kb(landingJsKb)}** (target ≤ ${TARGET_KB} ${landingJsKb <= TARGET_KB ? '✔' : '✘'}) |`);
out(`| CSS (${landingCss.join(', ') || 'none'}) | ${kb(landingCssKb)} |`);
out();

/** Each lazy route: its own chunk, plus what it imports that the first visit did not already load. */
out('| route chunk (code-split) | own gzip KB | extra on navigation gzip KB |');
out('| --- | ---: | ---: |');
for (const route of manifest[entryKey]?.dynamicImports ?? []) {
  const chunk = manifest[route];
  if (!chunk) continue;
  const extra = [...withStaticImports(route)].filter((key) => !landingKeys.has(key) || key === route);
  const extraKb = extra.reduce((sum, key) => sum + gzipKb(manifest[key]?.file ?? key), 0);
  out(`| ${route.replace(/^src\/features\//, '')} | ${kb(gzipKb(chunk.file))} | ${kb(extraKb)} |`);
}

writeFigureLines([
  { name: 'web.landing_js_gzip_kb', value: landingJsKb, goal: `<=${TARGET_KB}` },
  { name: 'web.landing_css_gzip_kb', value: landingCssKb, goal: '-' },
]);
