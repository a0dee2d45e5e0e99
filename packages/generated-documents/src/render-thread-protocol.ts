/** What render-thread.mjs receives as its workerData. */
export interface RenderThreadInput {
  title: string;
  /** As the client sent it: the thread sanitises it, since sanitising is itself costly work. */
  html: string;
  maxPages: number;
}

/** The one message render-thread.mjs posts back. */
export type RenderThreadAnswer =
  | { ok: true; pdf: ArrayBuffer }
  /** `limit`: the document passed a page limit (the user's to fix); otherwise the renderer failed. */
  | { ok: false; limit: boolean; message: string };
