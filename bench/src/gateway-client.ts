import type { BenchDocument } from './fixture-documents';

export interface FinishedDocument {
  status: string;
  pageCount: number | null;
  failureReason: string | null;
}

export interface GatewayClient {
  upload(document: BenchDocument): Promise<number>;
  waitUntilDone(documentId: number): Promise<FinishedDocument>;
}

const DEFAULT_POLL_INTERVAL_MS = 25;

/**
 * Uploads and polls as the web app does, with a signed-in user's session cookie. A longer poll
 * interval leaves more of the machine to the workers when many documents are in flight.
 */
export function createGatewayClient(
  baseUrl: string,
  cookie: string,
  pollIntervalMs = DEFAULT_POLL_INTERVAL_MS,
): GatewayClient {
  return {
    async upload(document) {
      const form = new FormData();
      form.append('file', new Blob([document.bytes], { type: 'application/pdf' }), document.name);
      form.append('documentType', document.type);
      const response = await fetch(`${baseUrl}/api/upload`, { method: 'POST', body: form, headers: { cookie } });
      if (!response.ok) throw new Error(`upload of ${document.name}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { documentId: number }).documentId;
    },
    async waitUntilDone(documentId) {
      for (;;) {
        const response = await fetch(`${baseUrl}/api/documents/${documentId}`, { headers: { cookie } });
        const body = (await response.json()) as FinishedDocument;
        if (body.status === 'completed' || body.status === 'failed') return body;
        await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
      }
    },
  };
}
