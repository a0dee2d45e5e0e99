import { existsSync } from 'node:fs';

/** Loads `.env` from the working directory when present; variables already set win. */
export function loadEnvFile(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
