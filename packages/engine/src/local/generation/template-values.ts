import { escapeHtml } from '@doclens/api';

/**
 * The user's parameters, looked up by label whatever its case or spacing. A value not given comes
 * out as a marked gap naming the label, so the draft shows what is left to fill.
 */
export class TemplateValues {
  private readonly byKey: Map<string, string>;
  private readonly labels: Map<string, string>;
  /** Labels the template asked for, so that one it used beyond its listed labels is not repeated. */
  private readonly asked = new Set<string>();

  constructor(parameters: Record<string, string>) {
    const given = Object.entries(parameters)
      .map(([label, value]) => [label.trim(), value.trim()] as const)
      .filter(([label, value]) => label.length > 0 && value.length > 0);
    this.byKey = new Map(given.map(([label, value]) => [keyOf(label), value]));
    this.labels = new Map(given.map(([label]) => [keyOf(label), label]));
  }

  has(label: string): boolean {
    this.asked.add(keyOf(label));
    return this.byKey.has(keyOf(label));
  }

  /** The plain value, or undefined when not given. */
  raw(label: string): string | undefined {
    this.asked.add(keyOf(label));
    return this.byKey.get(keyOf(label));
  }

  /** The value as HTML, or the marked gap. */
  html(label: string): string {
    const value = this.raw(label);
    return value === undefined ? missingValue(label) : escapeHtml(value);
  }

  /** The value split into items at line breaks, semicolons or bullets (experience, skills, key points). */
  items(label: string): string[] {
    return (this.raw(label) ?? '')
      .split(/\r?\n|;|•/)
      .map((item) => item.replace(/^\s*[-*]\s*/, '').trim())
      .filter((item) => item.length > 0);
  }

  /**
   * Parameters the template does not use (neither listed nor asked for), so that nothing the user
   * typed is dropped and nothing it used is said twice.
   */
  others(usedLabels: readonly string[]): [string, string][] {
    const used = new Set([...usedLabels.map(keyOf), ...this.asked]);
    return [...this.byKey.entries()]
      .filter(([key]) => !used.has(key))
      .map(([key, value]) => [this.labelOf(key), value]);
  }

  private labelOf(key: string): string {
    return this.labels.get(key) ?? key;
  }
}

/** The text every unfilled gap starts with; tests look for it. */
export const MISSING_VALUE_MARK = '[To fill:';

export function missingValue(label: string): string {
  return `<strong>${MISSING_VALUE_MARK} ${escapeHtml(label)}]</strong>`;
}

function keyOf(label: string): string {
  return label.trim().toLowerCase().replace(/\s+/g, ' ');
}
