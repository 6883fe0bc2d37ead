/** Plain assertions: fast in hot loops and usable outside vitest's expect. */

/** A plain assertion for hot loops (vitest's expect is slow for many thousands of checks). */
export function check(ok: boolean, message: () => string): void {
  if (!ok) throw new Error(message());
}

/** A refusal as the session (code at the top), the core (under error) or a record load (under problem) returns it. */
type Refusable = {
  ok: boolean;
  code?: string;
  message?: string;
  error?: { code: string; message: string };
  problem?: { code: string; detail: string };
};

function refusalOf(result: Refusable): { code?: string; message?: string } {
  if (result.ok) throw new Error('expected a refusal, but the request was accepted');
  return {
    code: result.code ?? result.error?.code ?? result.problem?.code,
    message: result.message ?? result.error?.message ?? result.problem?.detail,
  };
}

/** The code of a refused result; fails the test when the result was accepted. */
export function refused(result: Refusable): string {
  const { code } = refusalOf(result);
  if (code === undefined) throw new Error(`a refusal without a code: ${JSON.stringify(result)}`);
  return code;
}

/** The sentence of a refused result, for refusals that share one code; fails when it was accepted. */
export function refusedMessage(result: Refusable): string {
  const { message } = refusalOf(result);
  if (message === undefined) throw new Error(`a refusal without a message: ${JSON.stringify(result)}`);
  return message;
}
