/** Placeholder until this page is built. */
export function TermsOfUsePage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Terms of Use</h1>
    </main>
  );
}
