/** Seeds (R3.3): fresh codes people can read out, and typed text accepted as a seed. */

/** Crockford's base-32 alphabet: no I, L, O or U, so codes read out unambiguously. */
export const SEED_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Length of a fresh seed code. */
const SEED_CODE_LENGTH = 10;
/** Longest seed a person may type, in characters. */
export const MAX_SEED_LENGTH = 64;

/** A seed checked and normalised, or the reason it was refused. */
export type SeedResult = { ok: true; seed: string } | { ok: false; message: string };

/**
 * Normalises typed text into a seed: trimmed, Unicode NFC, ASCII letters upper-cased
 * (so "k7q2" and "K7Q2" deal alike, however a keyboard typed them). Empty text, text
 * over 64 characters and control characters are refused with a sentence a person reads.
 */
export function parseSeed(text: unknown): SeedResult {
  if (typeof text !== 'string') return { ok: false, message: 'A seed must be text.' };
  const seed = text.normalize('NFC').trim().replace(/[a-z]/g, (c) => c.toUpperCase());
  if (seed.length === 0) return { ok: false, message: 'Type a seed, or ask for a new random one.' };
  const length = [...seed].length;
  if (length > MAX_SEED_LENGTH) {
    return { ok: false, message: `A seed can be at most ${MAX_SEED_LENGTH} characters; this one has ${length}.` };
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(seed)) {
    return { ok: false, message: 'A seed cannot contain control characters such as tabs or line breaks.' };
  }
  return { ok: true, seed };
}

/** A fresh seed code from cryptographic randomness, e.g. "K7Q2M9XH3D". */
export function freshSeed(fill: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b)): string {
  const bytes = new Uint8Array(SEED_CODE_LENGTH);
  fill(bytes);
  let code = '';
  // 256 is a multiple of 32, so taking each byte mod 32 keeps every symbol equally likely.
  for (const byte of bytes) code += SEED_ALPHABET[byte % SEED_ALPHABET.length];
  return code;
}
