/** A tiny command-line flag reader shared by the simulator, the tournament and the bench. */

/** Flags as --name value pairs; a flag with no value is "true". */
export function readFlags(argv: readonly string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument "${arg}"; flags look like --players 4.`);
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) flags.set(arg.slice(2), 'true');
    else {
      flags.set(arg.slice(2), next);
      i++;
    }
  }
  return flags;
}

/** A whole-number flag within bounds, or the fallback. */
export function intFlag(flags: Map<string, string>, name: string, fallback: number, min: number, max: number): number {
  const text = flags.get(name);
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}.`);
  return n;
}

/** Runs a command-line main, printing a plain message and exit code 2 on a usage error. */
export function runMain(main: () => void | Promise<void>): void {
  Promise.resolve()
    .then(main)
    .catch((e: unknown) => {
      console.error(e instanceof Error ? e.message : String(e));
      process.exitCode = 2;
    });
}
