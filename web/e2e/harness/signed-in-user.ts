import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { AnalysisType, DocumentDetail, PlanId } from '@doclens/api';
import type { Page } from 'playwright-core';
import type { RunningProduct } from './running-product';

export interface SignedInUser {
  id: string;
  email: string;
  password: string;
  plan: PlanId;
}

export interface SignInOptions {
  plan?: PlanId;
  name?: string;
  /** The address to register with; a fresh one when not given. */
  email?: string;
}

const PASSWORD = 'a long enough passphrase';

/** Writes go through the cross-site request check, which a browser passes by sending its Origin. */
function originOf(product: RunningProduct): Record<string, string> {
  return { origin: product.baseUrl };
}

/**
 * A verified user on `plan`, signed in in this page's browser context. The account is registered
 * and signed in through the real API (the same cookie a form sign-in sets); only the email
 * verification and the plan, which need a mailbox or a payment, are written to the test database.
 */
export async function signInNewUser(
  page: Page,
  product: RunningProduct,
  {
    plan = 'free',
    name = 'Dana Reader',
    email = `reader-${randomBytes(5).toString('hex')}@example.com`,
  }: SignInOptions = {},
): Promise<SignedInUser> {
  const registered = await page.request.post('/api/auth/register', {
    headers: originOf(product),
    data: { name, email, password: PASSWORD, plan: 'free' },
  });
  if (!registered.ok()) throw new Error(`registration failed: ${registered.status()} ${await registered.text()}`);

  const user = await product.database.db
    .updateTable('users')
    .set({ plan, emailVerified: true })
    .where('email', '=', email)
    .returning('id')
    .executeTakeFirstOrThrow();

  const signedIn = await page.request.post('/api/auth/login', {
    headers: originOf(product),
    data: { email, password: PASSWORD },
  });
  if (!signedIn.ok()) throw new Error(`sign-in failed: ${signedIn.status()} ${await signedIn.text()}`);
  return { id: user.id, email, password: PASSWORD, plan };
}

/** Uploads a PDF as the signed-in user of this page, through the same route as the upload panel. */
export async function uploadPdf(page: Page, product: RunningProduct, path: string): Promise<number> {
  const response = await page.request.post('/api/upload', {
    headers: originOf(product),
    multipart: { file: { name: basename(path), mimeType: 'application/pdf', buffer: readFileSync(path) } },
  });
  if (!response.ok()) throw new Error(`upload failed: ${response.status()} ${await response.text()}`);
  const { documentId } = (await response.json()) as { documentId: number };
  return documentId;
}

/** Chooses the analysis type, as the type-selection step's 'Analyze Document' does. */
export async function startAnalysis(
  page: Page,
  product: RunningProduct,
  documentId: number,
  documentType: AnalysisType,
  analysisParameters: Record<string, unknown>,
): Promise<void> {
  const response = await page.request.post(`/api/documents/${documentId}/analyze`, {
    headers: originOf(product),
    data: { documentType, analysisParameters },
  });
  if (!response.ok()) throw new Error(`analysis refused: ${response.status()} ${await response.text()}`);
}

/** The document as the API gives it to this page's user, once its analysis is stored. */
export async function analysedDocument(page: Page, documentId: number, timeoutMs = 120_000): Promise<DocumentDetail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await page.request.get(`/api/documents/${documentId}`);
    if (!response.ok()) throw new Error(`reading document ${documentId} failed: ${response.status()}`);
    const document = (await response.json()) as DocumentDetail;
    if (document.status === 'failed') throw new Error(`document ${documentId} failed: ${JSON.stringify(document)}`);
    if (document.status === 'completed' && document.analysis) return document;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`document ${documentId} was not analysed within ${timeoutMs} ms`);
}

/** Upload, choose the type and wait for the analysis: a document ready to view. */
export async function uploadAndAnalyse(
  page: Page,
  product: RunningProduct,
  path: string,
  documentType: AnalysisType,
  analysisParameters: Record<string, unknown>,
): Promise<DocumentDetail> {
  const documentId = await uploadPdf(page, product, path);
  await startAnalysis(page, product, documentId, documentType, analysisParameters);
  return analysedDocument(page, documentId);
}
