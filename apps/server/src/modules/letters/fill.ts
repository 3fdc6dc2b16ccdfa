/**
 * A letter text with its `{slot}`s filled. A slot without a value stays as written, so a missing
 * value shows in tests instead of vanishing.
 */
export function fill(template: string, slots: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in slots ? String(slots[key]) : whole,
  );
}
