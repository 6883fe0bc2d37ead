/**
 * RoundState is opaque outside the core (types.ts): other modules hold round states and pass
 * them to core functions, and never read their fields. Checked by the type checker itself:
 * src is copied with RoundState's fields taken away and the core's own files exempt, then
 * compiled; a field read anywhere else — `state.hands`, `stateOf(data).turn`,
 * `imagined.value.yard`, a destructuring — no longer compiles.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'opaque-state-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const FIELDS = /export interface RoundState \{\n[\s\S]*?\n\}\n/;
const OPAQUE = 'declare const opaque: unique symbol;\nexport interface RoundState {\n  readonly [opaque]: true;\n}\n';

/** A copy of src with RoundState opaque and the core exempt from checking. */
function opaqueCopy(plant?: { file: string; find: string; put: string }): string {
  const dir = mkdtempSync(join(work, 'copy-'));
  cpSync(join(root, 'src'), join(dir, 'src'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const core = join(dir, 'src', 'core');
  for (const name of readdirSync(core, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f))) {
    const file = join(core, name);
    let text = readFileSync(file, 'utf8');
    if (name === 'types.ts') {
      if (!FIELDS.test(text)) throw new Error('core/types.ts no longer declares `export interface RoundState { … }`: update this test.');
      text = text.replace(FIELDS, OPAQUE);
    }
    writeFileSync(file, `// @ts-nocheck\n${text}`);
  }
  if (plant) {
    const file = join(dir, plant.file);
    const text = readFileSync(file, 'utf8');
    if (!text.includes(plant.find)) throw new Error(`${plant.file} no longer holds "${plant.find}"`);
    writeFileSync(file, text.replace(plant.find, plant.put));
  }
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ extends: join(root, 'tsconfig.json'), compilerOptions: { noEmit: true }, include: ['src'] }),
  );
  return dir;
}

/** The type checker's complaints about a copy (none: every module outside the core leaves RoundState closed). */
function complaints(dir: string): string[] {
  try {
    execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(dir, 'tsconfig.json'), '--pretty', 'false'], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return [];
  } catch (e) {
    const out = (e as { stdout?: string }).stdout || String(e);
    // tsc names files relative to the working directory: keep their paths inside the copy.
    const marker = `${basename(dir)}/`;
    return out
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => (line.includes(marker) ? line.slice(line.indexOf(marker) + marker.length) : line));
  }
}

describe('RoundState is opaque outside the core', () => {
  it('no module outside src/core reads a RoundState field', () => {
    expect(complaints(opaqueCopy())).toEqual([]);
  }, 60_000);

  it('the check fails on a read hidden behind inference (the expert reading its imagined round)', () => {
    const found = complaints(
      opaqueCopy({ file: 'src/ai/expert.ts', find: 'if (!imagined.ok) return plain;', put: 'if (!imagined.ok || imagined.value.hands.length === 0) return plain;' }),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^src\/ai\/expert\.ts.*Property 'hands' does not exist on type 'RoundState'/);
  }, 60_000);
});
