import { vi } from 'vitest';

/** A stand-in for XMLHttpRequest that lets a test drive upload progress and the server's answer. */
export class FakeUploadRequest {
  static sent: FakeUploadRequest[] = [];
  method = '';
  url = '';
  withCredentials = false;
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  send(body: FormData) {
    this.body = body;
    FakeUploadRequest.sent.push(this);
  }

  reportProgress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

export function installFakeUploadRequest(): typeof FakeUploadRequest {
  FakeUploadRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  return FakeUploadRequest;
}
