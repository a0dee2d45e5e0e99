/** The address of a document's view, as the router names it. */
export function documentLinkOf(documentId: number, origin: string): string {
  return new URL(`/document/${documentId}`, origin).toString();
}

/** Whether the link reached the clipboard; false where the browser offers no clipboard or refuses. */
export async function copyToClipboard(text: string): Promise<boolean> {
  if (!navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
