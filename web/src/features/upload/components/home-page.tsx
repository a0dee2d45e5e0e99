/** Placeholder until this page is built. */
export function HomePage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Upload a document</h1>
    </main>
  );
}
