/** Addresses the user by name when there is one to use. */
export function greetingFor(name: string): string {
  const trimmed = name.trim();
  return trimmed ? `Hi ${trimmed},` : 'Hi there,';
}
