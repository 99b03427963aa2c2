/**
 * Remembers a pure transform of a text the database answered (sorting a list by a language's rules,
 * sanitising HTML), for the last text seen per key. Nothing here can go stale: every request still reads the
 * database, and a changed row changes the text, so the first read after a change computes afresh.
 */
export function lastTextMemo<K>(
  transform: (text: string, key: K) => string,
): (key: K, text: string) => string {
  const last = new Map<K, { text: string; result: string }>();
  return (key, text) => {
    const seen = last.get(key);
    if (seen && seen.text === text) return seen.result;
    const result = transform(text, key);
    last.set(key, { text, result });
    return result;
  };
}
