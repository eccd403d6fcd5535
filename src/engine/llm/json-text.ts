/**
 * Finds the JSON object in a model's answer. Many models asked for JSON still wrap it in a
 * code fence or a sentence ("Sure! {...}"), and some providers ignore JSON mode altogether;
 * this accepts those, and returns null only when no object can be read at all.
 */
export function extractJsonObject(text: string): Record<string, unknown> | null {
  const candidates = [text.trim()];
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  if (fenced?.[1]) candidates.push(fenced[1].trim());
  const first = text.indexOf('{');
  const last = text.lastIndexOf('}');
  if (first !== -1 && last > first) candidates.push(text.slice(first, last + 1));
  for (const candidate of candidates) {
    try {
      const value: unknown = JSON.parse(candidate);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // try the next reading
    }
  }
  return null;
}
