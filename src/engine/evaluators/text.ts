// Every scorer reads the agent's words the same way: Unicode NFC, so "café" typed as one code
// point matches it typed as "e" plus an accent; lower-cased when the check ignores case. Both
// forms are kept per string, since a conversation is read by several assertions in a row.
const ASCII = /^[\x00-\x7f]*$/;
const cache = new Map<string, { nfc: string; lower: string }>();

export function normalized(s: string, lower: boolean): string {
  let hit = cache.get(s);
  if (!hit) {
    const nfc = ASCII.test(s) ? s : s.normalize('NFC');
    hit = { nfc, lower: nfc.toLowerCase() };
    if (cache.size > 5000) cache.clear();
    cache.set(s, hit);
  }
  return lower ? hit.lower : hit.nfc;
}
