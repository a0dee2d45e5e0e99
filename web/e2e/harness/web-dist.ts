import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The production build the gateway serves; the e2e tests run against exactly this. */
export const webDistDir = fileURLToPath(new URL('../../dist/', import.meta.url));
export const webDir = fileURLToPath(new URL('../../', import.meta.url));

export function assertWebBuilt(): void {
  if (!existsSync(`${webDistDir}index.html`)) {
    throw new Error(`No web build at ${webDistDir}: run \`npm run build --workspace web\` first.`);
  }
}
