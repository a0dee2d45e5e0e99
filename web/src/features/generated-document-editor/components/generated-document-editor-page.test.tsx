import type { GeneratedDocumentView } from '@doclens/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aGeneratedDocument, SINGLE_EDITOR_OF_OWNER } from '../../../test/fixtures/generated-document.fixtures';
import { type ApiHandler, aUser, jsonBodyOf, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const location = () => screen.getByTestId('location').textContent;
const toastRegion = () => within(screen.getByRole('region', { name: /Notifications/ }));
const saveButton = () => screen.getByRole('button', { name: 'Save' });

function editorApi(document: Partial<GeneratedDocumentView> = {}, extra: Record<string, ApiHandler> = {}) {
  return mockApi({
    'GET /api/auth/user': () => jsonResponse(aUser('pro')),
    'GET /api/generated-documents/7': () => jsonResponse(aGeneratedDocument(document)),
    'GET /api/generated-documents/7/collaboration': () => jsonResponse(SINGLE_EDITOR_OF_OWNER),
    'GET /api/generated-documents': () => jsonResponse({ documents: [aGeneratedDocument(document)] }),
    'PATCH /api/generated-documents/7': ({ init }) =>
      jsonResponse(aGeneratedDocument({ ...document, ...(jsonBodyOf(init) as object) })),
    ...extra,
  });
}

const patchesOf = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === '/api/generated-documents/7' && init?.method === 'PATCH',
  );

describe('/generated-document-editor/:id', () => {
  it('loads the document with Draft status and counts, and Save stays disabled until something changes', async () => {
    editorApi({ title: 'Acme NDA', notes: '' });
    const { user } = renderApp('/generated-document-editor/7');
    expect(await screen.findByLabelText('Title')).toHaveValue('Acme NDA');
    expect(await screen.findByText('Mutual Non-Disclosure Agreement')).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByTestId('word-count').textContent).toBe('16');
    expect(saveButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Notes'), 'x');
    expect(saveButton()).toBeEnabled();
    await user.clear(screen.getByLabelText('Notes'));
    expect(saveButton()).toBeDisabled();
  });

  it('saves the edited title, content and notes with Ctrl+S, then Save is disabled again', async () => {
    const fetchMock = editorApi();
    const { user } = renderApp('/generated-document-editor/7');
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Acme and Beta NDA');
    await user.type(screen.getByLabelText('Notes'), 'Check the term');
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    expect(await toastRegion().findByText('Document Saved')).toBeInTheDocument();
    const [patch] = patchesOf(fetchMock);
    expect(jsonBodyOf(patch?.[1])).toMatchObject({ title: 'Acme and Beta NDA', notes: 'Check the term' });
    expect(String((jsonBodyOf(patch?.[1]) as { generatedContent: string }).generatedContent)).toContain(
      '<h1>Mutual Non-Disclosure Agreement</h1>',
    );
    await waitFor(() => expect(saveButton()).toBeDisabled());
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    expect(patchesOf(fetchMock)).toHaveLength(1);
  });

  it('refuses to save without a title', async () => {
    const fetchMock = editorApi();
    const { user } = renderApp('/generated-document-editor/7');
    await user.clear(await screen.findByLabelText('Title'));
    await user.click(saveButton());
    expect(await toastRegion().findByText('Title Required')).toBeInTheDocument();
    expect(toastRegion().getByText('Please enter a title for the document.')).toBeInTheDocument();
    expect(patchesOf(fetchMock)).toHaveLength(0);
  });

  it('Save As New needs a filename, then creates the copy and goes to the generated documents', async () => {
    let created: unknown;
    editorApi(
      {},
      {
        'POST /api/generate-document': ({ init }) => {
          created = jsonBodyOf(init);
          return jsonResponse(aGeneratedDocument({ id: 8, title: 'Copy' }));
        },
        'GET /api/documents': () =>
          jsonResponse({ documents: [], pagination: { page: 1, limit: 1000, total: 0, totalPages: 0 } }),
      },
    );
    const { user } = renderApp('/generated-document-editor/7');
    await user.click(await screen.findByRole('button', { name: 'Save As New' }));
    const filename = await screen.findByLabelText('Filename');
    await user.clear(filename);
    await user.click(screen.getByRole('button', { name: 'Save Copy' }));
    // The open dialog hides the rest of the page from the accessibility tree, the toast region too.
    expect(await screen.findByText('Filename Required')).toBeInTheDocument();
    expect(created).toBeUndefined();
    await user.type(filename, 'NDA for Beta');
    await user.click(screen.getByRole('button', { name: 'Save Copy' }));
    await waitFor(() => expect(location()).toBe('/documents?filter=generated'));
    expect(created).toMatchObject({ documentType: 'Non-Disclosure Agreement', title: 'NDA for Beta' });
    expect((created as { generatedContent: string }).generatedContent).toContain('Confidential Information');
  });

  it('leaves without asking when nothing changed', async () => {
    editorApi();
    const confirm = vi.spyOn(window, 'confirm');
    const { user } = renderApp('/generated-document-editor/7');
    await screen.findByText('Mutual Non-Disclosure Agreement');
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('asks before a link leaves unsaved changes, and stays when the user says so', async () => {
    editorApi();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderApp('/generated-document-editor/7');
    await user.type(await screen.findByLabelText('Notes'), 'draft note');
    await user.click(screen.getByRole('link', { name: 'Generated Documents' }));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave without saving?');
    expect(location()).toBe('/generated-document-editor/7');
    await user.click(screen.getByRole('link', { name: 'Generated Documents' }));
    await waitFor(() => expect(location()).toBe('/documents?filter=generated'));
    confirm.mockRestore();
  });

  it("asks before the browser's Back leaves unsaved changes, stays when refused, and goes back when accepted", async () => {
    window.history.pushState({ page: 'before the editor' }, '', '/generated-documents');
    window.history.pushState({ page: 'editor' }, '', '/generated-document-editor/7');
    editorApi();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderApp('/generated-document-editor/7');
    await user.type(await screen.findByLabelText('Notes'), 'draft note');
    window.history.back();
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave without saving?'));
    await waitFor(() => expect(window.location.pathname).toBe('/generated-document-editor/7'));
    expect(screen.getByLabelText('Notes')).toHaveValue('draft note');
    window.history.back();
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(window.history.state).toEqual({ page: 'before the editor' }));
    expect(window.location.pathname).toBe('/generated-documents');
    confirm.mockRestore();
  });

  it("the HTML source edits the document, keeping only the editor's marks", async () => {
    const fetchMock = editorApi();
    const { user } = renderApp('/generated-document-editor/7');
    await user.click(await screen.findByRole('button', { name: 'Edit HTML source' }));
    fireEvent.change(screen.getByLabelText('HTML source'), {
      target: {
        value: '<h2 onclick="alert(1)">Terms</h2><script>alert(1)</script><p><a href="javascript:x">Read</a></p>',
      },
    });
    const editor = screen.getByRole('textbox', { name: 'Document content' });
    expect(within(editor).getByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
    await user.click(saveButton());
    expect(await toastRegion().findByText('Document Saved')).toBeInTheDocument();
    const sent = (jsonBodyOf(patchesOf(fetchMock)[0]?.[1]) as { generatedContent: string }).generatedContent;
    expect(sent).toBe('<h2>Terms</h2><p>Read</p>');
  });

  it('Analyze saves the changes first, then opens the analysis in the document view', async () => {
    const calls: string[] = [];
    editorApi(
      {},
      {
        'PATCH /api/generated-documents/7': ({ init }) => {
          calls.push('save');
          return jsonResponse(aGeneratedDocument(jsonBodyOf(init) as object));
        },
        'POST /api/generated-documents/7/analyze': ({ init }) => {
          calls.push(`analyze as ${(jsonBodyOf(init) as { role: string }).role}`);
          return jsonResponse(aGeneratedDocument({ analysis: {}, analysisRole: 'client' }));
        },
      },
    );
    const { user } = renderApp('/generated-document-editor/7');
    await user.type(await screen.findByLabelText('Notes'), 'checked');
    await user.selectOptions(screen.getByLabelText('Analyze as'), 'client');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    await waitFor(() => expect(location()).toBe('/document/7?source=generated'));
    expect(calls).toEqual(['save', 'analyze as client']);
  });

  it('says the document was not found, with the way back to the generated documents', async () => {
    mockApi({ 'GET /api/auth/user': () => jsonResponse(aUser('pro')) });
    renderApp('/generated-document-editor/7');
    expect(await screen.findByText('Document Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Generated Documents' })).toHaveAttribute(
      'href',
      '/generated-documents',
    );
  });
});
