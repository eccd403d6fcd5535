// How codes read in the interface.

/** Underscores in labels show as spaces. */
export function humanize(text: string): string {
  return text.replace(/_+/g, ' ').trim();
}

/** A status code read as words: "IN_PROGRESS" → "In progress". */
export function statusWords(status: string): string {
  const words = humanize(status).toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
