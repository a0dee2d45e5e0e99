/** Placeholder until this page is built. */
export function AdminPlanUpdatePage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Update a plan</h1>
    </main>
  );
}
