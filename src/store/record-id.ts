/**
 * A record's identity: the same finished game, exported and imported again (even with its
 * keys in another order), gets the same id, so it is recognised and not stored twice.
 */
import { isObject } from './db.ts';

/**
 * A record's id: its own non-empty string `id` when it has one, else a hash of its content
 * with keys sorted, so the same game exported and imported again is recognised.
 */
export function recordId(record: unknown): string {
  if (isObject(record) && typeof record.id === 'string' && record.id !== '') return record.id;
  return `h${cyrb53(stableStringify(record))}`;
}

/** JSON with object keys sorted, so equal values give equal text. */
function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => stableStringify(item ?? null)).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableStringify(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** cyrb53: a fast 53-bit string hash (not cryptographic; ids only need to tell games apart). */
function cyrb53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}
