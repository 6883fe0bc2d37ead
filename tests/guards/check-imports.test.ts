import { describe, expect, it } from 'vitest';
import { checkImports, importsOf } from '../../scripts/check-imports.ts';

/** A tree of sources from "path: source" pairs. */
const tree = (files: Record<string, string>) => new Map(Object.entries(files));
/** The problems of a tree under the project's own rules and no known cycle. */
const problems = (files: Record<string, string>, known: string[][] = []) => checkImports(tree(files), undefined, known);

describe('importsOf', () => {
  it('reads every kind of import, type-only ones told apart as the compiler drops them', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      "import { type C } from './c.ts';",
      "export { d } from './d.ts';",
      "export type { E } from './e.ts';",
      "export * from './f.ts';",
      "const g = () => import('./g.tsx');",
      "const w = new Worker(new URL('./w.ts', import.meta.url), { type: 'module' });",
      "import './styles.css';",
      'const x = <div>{a}</div>;',
    ].join('\n');
    expect(importsOf('src/ui/x.tsx', source)).toEqual(
      expect.arrayContaining([
        { specifier: './a.ts', kind: 'static', line: 1 },
        { specifier: './b.ts', kind: 'type', line: 2 },
        // verbatimModuleSyntax keeps `import {} from './c.ts'`: it still runs c.ts.
        { specifier: './c.ts', kind: 'static', line: 3 },
        { specifier: './d.ts', kind: 'static', line: 4 },
        { specifier: './e.ts', kind: 'type', line: 5 },
        { specifier: './f.ts', kind: 'static', line: 6 },
        { specifier: './g.tsx', kind: 'dynamic', line: 7 },
        { specifier: './w.ts', kind: 'dynamic', line: 8 },
        { specifier: './styles.css', kind: 'static', line: 9 },
      ]),
    );
  });
});

describe('layers', () => {
  it.each<[string, Record<string, string>]>([
    ['core from shuffle', { 'src/core/a.ts': "import { s } from '../shuffle/s.ts';", 'src/shuffle/s.ts': '' }],
    ['ui from every layer', { 'src/ui/a.ts': "import '../session/s.ts'; import '../store/t.ts'; import '../pwa/p.ts'; import '../core/c.ts';", 'src/session/s.ts': '', 'src/store/t.ts': '', 'src/pwa/p.ts': '', 'src/core/c.ts': '' }],
    ['session: types of the store', { 'src/session/a.ts': "import type { Codec } from '../store/codec.ts';", 'src/store/codec.ts': '' }],
    ['store from tabs', { 'src/store/a.ts': "export { t } from '../tabs/t.ts';", 'src/tabs/t.ts': '' }],
    ['the page entry from ui', { 'src/main.tsx': "import { App } from './ui/App.tsx';", 'src/ui/App.tsx': '' }],
    ['a stylesheet', { 'src/ui/a.tsx': "import './a.css';" }],
    ['a package the area may use', { 'src/store/db.ts': "import { openDB } from 'idb';", 'src/ui/a.ts': "import { h } from 'preact';" }],
  ])('allow %s', (_name, files) => {
    expect(problems(files)).toEqual([]);
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ['core from ui', { 'src/core/a.ts': "import { f } from '../ui/model/f.ts';", 'src/ui/model/f.ts': '' }, /^layer violation: src\/core\/a\.ts:1 \(core\) imports src\/ui\/model\/f\.ts \(ui\); core may import from shuffle$/],
    ['core from ui, types only', { 'src/core/a.ts': "import type { F } from '../ui/f.ts';", 'src/ui/f.ts': '' }, /^layer violation: .*\(core\) imports types from src\/ui\/f\.ts/],
    ['shuffle from core', { 'src/shuffle/a.ts': "import '../core/c.ts';", 'src/core/c.ts': '' }, /\(shuffle\) imports src\/core\/c\.ts \(core\); shuffle may import from no other area$/],
    ['session: the store at run time', { 'src/session/a.ts': "import { openStore } from '../store/index.ts';", 'src/store/index.ts': '' }, /\(session\) imports src\/store\/index\.ts \(store\); session may import from ai, core, shuffle and types only from store$/],
    ['session from ui, lazily', { 'src/session/a.ts': "const m = () => import('../ui/m.ts');", 'src/ui/m.ts': '' }, /\(session\) imports src\/ui\/m\.ts \(ui\)/],
    ['store from session', { 'src/store/a.ts': "import type { S } from '../session/s.ts';", 'src/session/s.ts': '' }, /\(store\) imports types from src\/session\/s\.ts/],
    ['tabs from store', { 'src/tabs/a.ts': "import '../store/s.ts';", 'src/store/s.ts': '' }, /\(tabs\) imports src\/store\/s\.ts/],
    ['pwa from ui', { 'src/pwa/a.ts': "import '../ui/s.ts';", 'src/ui/s.ts': '' }, /\(pwa\) imports src\/ui\/s\.ts/],
    ['cli from the store', { 'src/cli/a.ts': "import '../store/s.ts';", 'src/store/s.ts': '' }, /\(cli\) imports src\/store\/s\.ts/],
    ['ui from the page entry', { 'src/ui/a.ts': "import '../main.tsx';", 'src/main.tsx': '' }, /\(ui\) imports src\/main\.tsx \(app\)/],
    ['ui from the command line', { 'src/ui/a.ts': "import '../cli/x.ts';", 'src/cli/x.ts': '' }, /\(ui\) imports src\/cli\/x\.ts \(cli\)/],
    ['core: a package', { 'src/core/a.ts': "import { h } from 'preact';" }, /^package not allowed: src\/core\/a\.ts:1 \(core\) imports "preact"; core may import no package$/],
    ['store: another package', { 'src/store/a.ts': "import { x } from '@scope/pkg/sub';" }, /\(store\) imports "@scope\/pkg"; store may import only idb$/],
    ['a file in no area', { 'src/extra/a.ts': '' }, /^src\/extra\/a\.ts is in no area/],
    ['a file that is not there', { 'src/ui/a.ts': "import { b } from './b.ts';" }, /^unresolved import: src\/ui\/a\.ts:1 imports "\.\/b\.ts"/],
  ])('refuse %s', (_name, files, message) => {
    const found = problems(files);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });
});

describe('cycles', () => {
  it.each<[string, Record<string, string>, string]>([
    ['two files', { 'src/core/a.ts': "import './b.ts';", 'src/core/b.ts': "import './a.ts';" }, 'import cycle: src/core/a.ts:1 -> src/core/b.ts:1 -> src/core/a.ts'],
    ['types only', { 'src/ui/a.ts': "import type { B } from './b.ts';", 'src/ui/b.ts': "export type { A } from './a.ts';" }, 'import cycle: src/ui/a.ts:1 -[type]-> src/ui/b.ts:1 -[type]-> src/ui/a.ts'],
    ['through import()', { 'src/ui/a.ts': "const b = () => import('./b.ts');", 'src/ui/b.ts': "import type { A } from './a.ts';" }, 'import cycle: src/ui/a.ts:1 -[import()]-> src/ui/b.ts:1 -[type]-> src/ui/a.ts'],
    ['a file and itself', { 'src/ui/a.ts': "export * from './a.ts';" }, 'import cycle: src/ui/a.ts:1 -> src/ui/a.ts'],
    [
      'three files, across folders',
      { 'src/ui/model/f.ts': "import type { R } from '../words/index.ts';", 'src/ui/words/index.ts': "export { w } from './w.ts';", 'src/ui/words/w.ts': "\nimport type { F } from '../model/f.ts';" },
      'import cycle: src/ui/model/f.ts:1 -[type]-> src/ui/words/index.ts:1 -> src/ui/words/w.ts:2 -[type]-> src/ui/model/f.ts',
    ],
    [
      'a tangle: the shortest cycle, and every file in it',
      { 'src/ui/a.ts': "import './b.ts'; import './c.ts';", 'src/ui/b.ts': "import './a.ts';", 'src/ui/c.ts': "import './b.ts';" },
      'import cycle: src/ui/a.ts:1 -> src/ui/b.ts:1 -> src/ui/a.ts (3 files tangled: src/ui/a.ts, src/ui/b.ts, src/ui/c.ts)',
    ],
  ])('refuse %s', (_name, files, message) => {
    expect(problems(files)).toEqual([message]);
  });

  it('passes a chain with no way back', () => {
    expect(problems({ 'src/ui/a.ts': "import './b.ts';", 'src/ui/b.ts': "import './c.ts';", 'src/ui/c.ts': '' })).toEqual([]);
  });

  const pair = { 'src/ui/a.ts': "import './b.ts';", 'src/ui/b.ts': "import type { A } from './a.ts';" };

  it('tolerates a known cycle, its files in any order', () => {
    expect(problems(pair, [['src/ui/b.ts', 'src/ui/a.ts']])).toEqual([]);
  });

  it('refuses a known cycle that grew', () => {
    const grown = { ...pair, 'src/ui/b.ts': "import './c.ts';", 'src/ui/c.ts': "import './a.ts';" };
    expect(problems(grown, [['src/ui/a.ts', 'src/ui/b.ts']])).toEqual([
      'import cycle: src/ui/a.ts:1 -> src/ui/b.ts:1 -> src/ui/c.ts:1 -> src/ui/a.ts',
      'known cycle no longer there (or changed): [src/ui/a.ts, src/ui/b.ts]; update KNOWN_CYCLES in scripts/import-rules.ts',
    ]);
  });

  it('refuses a known cycle that is gone, so the list only shrinks', () => {
    expect(problems({ 'src/ui/a.ts': '' }, [['src/ui/a.ts', 'src/ui/b.ts']])).toEqual([
      'known cycle no longer there (or changed): [src/ui/a.ts, src/ui/b.ts]; update KNOWN_CYCLES in scripts/import-rules.ts',
    ]);
  });
});
