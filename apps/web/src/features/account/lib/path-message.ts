/**
 * The message the fail and cancelled pages carry in their path (spec section 2): base64 of UTF-8 text. The
 * API writes base64url (a `/` would split the path); plain base64 is read too. Null when it does not decode.
 */
export function decodePathMessage(encoded: string | undefined): string | null {
  if (!encoded) return null;
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    );
    return text.trim() === '' ? null : text;
  } catch {
    return null;
  }
}
