import { execFileSync } from 'node:child_process';
import { assertWebBuilt, webDir } from './web-dist';

/**
 * Builds the web app once per run so the browser tests exercise the current code. CI builds it
 * just before `npm test` and sets DOCLENS_WEB_BUILT=1 so the work is not done twice.
 */
export default function buildWebApp(): void {
  if (process.env.DOCLENS_WEB_BUILT !== '1') {
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const env = { ...process.env, NODE_ENV: 'production' };
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit', env });
  }
  assertWebBuilt();
}
