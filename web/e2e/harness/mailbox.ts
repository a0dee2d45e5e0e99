import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The verification link the mail worker wrote for this address (bodies are quoted-printable). */
export async function verificationLinkMailedTo(mailDir: string, email: string, timeoutMs = 45_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(mailDir).catch(() => [] as string[]);
    // The mail worker writes a .partial file and renames it when complete: read finished mails only.
    for (const name of names.filter((file) => file.endsWith('.eml'))) {
      const raw = (await readFile(join(mailDir, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (!raw.includes(`To: ${email}`)) continue;
      const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(raw)?.[1];
      if (token) return `/verify-email?token=${token}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification email for ${email} in ${mailDir}`);
}
