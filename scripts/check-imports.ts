/**
 * The import guard (`npm run lint:deps`, the first step of `npm test`): fails when a file of
 * src/ imports from a layer it may not (scripts/import-rules.ts) or when imports form a cycle.
 *
 * Every import counts for cycles: static, `import()`, `new URL(…, import.meta.url)` (a worker)
 * and type-only ones. A cycle of types only breaks nothing at run time, but it still ties two
 * modules together so neither can be read, tested or moved alone; runtime cycles are worse
 * (evaluation order), and the message says which kind each link is.
 *
 * Why not dependency-cruiser: its TypeScript support needs the `typescript` package's JavaScript
 * API (gone in TypeScript 7) or swc, whose parser it runs without JSX (every .tsx fails), and its
 * current major needs Node 22. oxc-parser (knip's parser) reads .ts and .tsx as they are.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';
import { AREAS, KNOWN_CYCLES, type AreaRule } from './import-rules.ts';

/** How a file uses another: at load (`static`), on demand (`dynamic`: import(), a worker's URL) or for its types only. */
export type ImportKind = 'static' | 'dynamic' | 'type';

/** One import of a file, as written. */
export interface Import {
  specifier: string;
  kind: ImportKind;
  line: number;
}

/** One resolved import between two files of the checked tree. */
interface Edge {
  from: string;
  to: string;
  kind: ImportKind;
  line: number;
}

const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const WORKER_URL = /new\s+URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;

/** The imports of one source file: import and export-from statements, import() with a literal, and `new URL('…', import.meta.url)`. */
export function importsOf(path: string, source: string): Import[] {
  const parsed = parseSync(path, source);
  if (parsed.errors.length > 0) throw new Error(`${path}: ${parsed.errors[0]?.message ?? 'cannot parse'}`);
  const lineAt = (offset: number) => source.slice(0, offset).split('\n').length;
  // `import type …` / `export type … from` vanish from the output; `import { type A }` stays as `import {}` (verbatimModuleSyntax).
  const typeOnly = (start: number, end: number) => /^(import|export)\s+type[\s{*]/.test(source.slice(start, end));
  const found: Import[] = [];
  const { staticImports, staticExports, dynamicImports } = parsed.module;
  for (const s of staticImports) found.push({ specifier: s.moduleRequest.value, kind: typeOnly(s.start, s.end) ? 'type' : 'static', line: lineAt(s.start) });
  for (const s of staticExports) {
    const request = s.entries.find((e) => e.moduleRequest)?.moduleRequest;
    if (request) found.push({ specifier: request.value, kind: typeOnly(s.start, s.end) ? 'type' : 'static', line: lineAt(s.start) });
  }
  for (const d of dynamicImports) {
    const literal = /^(['"`])([^'"`$]+)\1$/.exec(source.slice(d.moduleRequest.start, d.moduleRequest.end).trim());
    if (literal?.[2]) found.push({ specifier: literal[2], kind: 'dynamic', line: lineAt(d.start) });
  }
  for (const m of source.matchAll(WORKER_URL)) found.push({ specifier: m[2] ?? '', kind: 'dynamic', line: lineAt(m.index ?? 0) });
  return found;
}

/** The area a file belongs to (the first rule with a matching path), or null. */
export function areaOf(file: string, areas: AreaRule[] = AREAS): AreaRule | null {
  return areas.find((a) => a.paths.some((p) => (p.endsWith('/') ? file.startsWith(p) : file === p))) ?? null;
}

/** The package an import names ("@scope/name", "name", "node:fs", "virtual:pwa-register"). */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** The file a relative import names among `files` (the query of `?worker`-style imports dropped), or null. */
function resolveIn(files: ReadonlySet<string>, from: string, specifier: string): string | null {
  const base = posix.normalize(posix.join(posix.dirname(from), specifier.replace(/[?#].*$/, '')));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => files.has(f)) ?? null;
}

const ARROW: Record<ImportKind, string> = { static: '->', dynamic: '-[import()]->', type: '-[type]->' };

/**
 * Every problem in a tree of sources (paths relative to the project root, "/"-separated):
 * files in no area, imports that leave their area's rule, unresolvable relative imports, cycles
 * not in `known`, and entries of `known` that no longer match a cycle. Empty when all is well.
 */
export function checkImports(sources: ReadonlyMap<string, string>, areas: AreaRule[] = AREAS, known: string[][] = KNOWN_CYCLES): string[] {
  const problems: string[] = [];
  const files = new Set(sources.keys());
  const edges: Edge[] = [];
  for (const [file, source] of sources) {
    const area = areaOf(file, areas);
    if (!area) problems.push(`${file} is in no area: add its folder to AREAS in scripts/import-rules.ts`);
    for (const imp of importsOf(file, source)) {
      const where = `${file}:${imp.line}`;
      if (!imp.specifier.startsWith('.')) {
        const pkg = packageOf(imp.specifier);
        if (area?.packages && !area.packages.includes(pkg)) {
          const allowed = area.packages.length ? `only ${area.packages.join(', ')}` : 'no package';
          problems.push(`package not allowed: ${where} (${area.area}) imports "${pkg}"; ${area.area} may import ${allowed}`);
        }
        continue;
      }
      const to = resolveIn(files, file, imp.specifier);
      if (!to) {
        if (CODE.test(imp.specifier.replace(/[?#].*$/, '')) || !/\.[a-z0-9]+$/i.test(imp.specifier)) problems.push(`unresolved import: ${where} imports "${imp.specifier}", which is not a file of the tree`);
        continue;
      }
      edges.push({ from: file, to, kind: imp.kind, line: imp.line });
      const target = areaOf(to, areas);
      if (!area || !target || target === area || area.may.includes(target.area)) continue;
      if (imp.kind === 'type' && area.mayTypes?.includes(target.area)) continue;
      const rule = [area.may.length ? `may import from ${area.may.join(', ')}` : 'may import from no other area', area.mayTypes?.length ? `and types only from ${area.mayTypes.join(', ')}` : ''].filter(Boolean).join(' ');
      const how = imp.kind === 'type' ? 'imports types from' : 'imports';
      problems.push(`layer violation: ${where} (${area.area}) ${how} ${to} (${target.area}); ${area.area} ${rule}`);
    }
  }
  const cycles = cyclesOf(edges);
  const key = (group: Iterable<string>) => [...group].sort().join(' ');
  const knownKeys = new Set(known.map(key));
  const seen = new Set<string>();
  for (const cycle of cycles) {
    seen.add(key(cycle.files));
    if (knownKeys.has(key(cycle.files))) continue;
    const tangle = cycle.files.length > cycle.path.length ? ` (${cycle.files.length} files tangled: ${cycle.files.join(', ')})` : '';
    problems.push(`import cycle: ${cycle.path.map((e, i) => (i === 0 ? `${e.from}:${e.line} ` : '') + `${ARROW[e.kind]} ${e.to}${i < cycle.path.length - 1 ? `:${cycle.path[i + 1]?.line}` : ''}`).join(' ')}${tangle}`);
  }
  for (const k of known) if (!seen.has(key(k))) problems.push(`known cycle no longer there (or changed): [${k.join(', ')}]; update KNOWN_CYCLES in scripts/import-rules.ts`);
  return problems;
}

/** Each group of files that import each other in a circle (a strongly connected component), with one shortest cycle through its first file. */
function cyclesOf(edges: Edge[]): { files: string[]; path: Edge[] }[] {
  const out = new Map<string, Edge[]>();
  for (const e of edges) out.set(e.from, [...(out.get(e.from) ?? []), e]);
  // Tarjan's algorithm; recursive, but only as deep as the longest chain of imports.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const { to } of out.get(v) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(v, Math.min(low.get(v)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(v, Math.min(low.get(v)!, index.get(to)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    const selfLoop = group.length === 1 && (out.get(v) ?? []).some((e) => e.to === v);
    if (group.length > 1 || selfLoop) groups.push(group.sort());
  };
  for (const v of [...out.keys()].sort()) if (!index.has(v)) visit(v);
  return groups.map((files) => ({ files, path: shortestCycle(files[0]!, new Set(files), out) }));
}

/** The shortest way from `start` back to itself inside `group` (breadth first). */
function shortestCycle(start: string, group: Set<string>, out: Map<string, Edge[]>): Edge[] {
  const via = new Map<string, Edge>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const e of out.get(queue[i]!) ?? []) {
      if (!group.has(e.to)) continue;
      if (e.to === start) {
        const path = [e];
        for (let at = e.from; at !== start; at = via.get(at)!.from) path.unshift(via.get(at)!);
        return path;
      }
      if (!via.has(e.to)) {
        via.set(e.to, e);
        queue.push(e.to);
      }
    }
  }
  return [];
}

/** Every source file under `dir` (relative to `root`, "/"-separated). */
function sourcesUnder(root: string, dir: string): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (CODE.test(entry.name)) sources.set(relative(root, full).split('\\').join('/'), readFileSync(full, 'utf8'));
    }
  };
  walk(join(root, dir));
  return sources;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const sources = sourcesUnder(root, 'src');
  const problems = checkImports(sources);
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(`check-imports: ${problems.length} problem(s) in ${sources.size} files of src/ (rules: scripts/import-rules.ts)`);
    process.exit(1);
  }
  console.log(`check-imports: ${sources.size} files of src/, no upward import, no cycle (known: ${KNOWN_CYCLES.length})`);
}
