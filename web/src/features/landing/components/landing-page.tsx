/** Placeholder until this page is built. */
export function LandingPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-semibold">DocLens</h1>
    </main>
  );
}
