import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Waits until the mail worker has written an email with this subject to this address. */
export async function waitForMailWithSubject(
  mailDir: string,
  email: string,
  subject: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(mailDir).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith('.eml'))) {
      const raw = await readFile(join(mailDir, name), 'utf8');
      if (raw.includes(`To: ${email}`) && raw.includes(`Subject: ${subject}`)) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no email "${subject}" for ${email} in ${mailDir}`);
}
