export interface MimeMessage {
  headers: Map<string, string>;
  text: string;
  html: string;
}

/**
 * Reads the headers and the decoded text and HTML bodies of a message as nodemailer writes it
 * (multipart/alternative, quoted-printable or base64 parts); enough for tests, not a general parser.
 */
export function readMimeMessage(raw: string): MimeMessage {
  const { headers, body } = splitEntity(raw);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? splitMultipart(body, boundary).map(splitEntity) : [{ headers, body }];
  const bodyOfType = (type: string) => {
    const part = parts.find((candidate) => candidate.headers.get('content-type')?.toLowerCase().startsWith(type));
    return part ? decodeBody(part.body, part.headers.get('content-transfer-encoding')) : '';
  };
  return { headers, text: bodyOfType('text/plain'), html: bodyOfType('text/html') };
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function splitMultipart(body: string, boundary: string): string[] {
  const sections = body.split(`--${boundary}`);
  // First section is the preamble; the last starts with "--" after the closing delimiter.
  return sections.slice(1, -1).map((section) => section.replace(/^\n/, '').replace(/\n$/, ''));
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}
