/**
 * The least DOM Preact needs to render and re-render in Node (no layout; an event is fired
 * only by a test's `fire`), so a test can count which components a tap draws again.
 * Installed on globalThis for one test file.
 */
import { afterAll, afterEach } from 'vitest';
import { render } from 'preact';

/** A node of the fake tree: elements and text. */
export class FakeNode {
  childNodes: FakeNode[] = [];
  parentNode: FakeNode | null = null;
  attributes = new Map<string, string>();
  style = { setProperty() {}, removeProperty() {}, cssText: '' };
  data = '';
  /** Sizes the board reads before it lays out its lanes. */
  clientWidth = 800;
  clientHeight = 600;

  constructor(
    readonly nodeType: number,
    readonly localName: string,
  ) {}

  get ownerDocument(): typeof fakeDocument {
    return fakeDocument;
  }
  get nodeName(): string {
    return this.localName.toUpperCase();
  }
  get firstChild(): FakeNode | null {
    return this.childNodes[0] ?? null;
  }
  get nextSibling(): FakeNode | null {
    const siblings = this.parentNode?.childNodes ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }
  insertBefore(node: FakeNode, before: FakeNode | null): FakeNode {
    node.remove();
    const at = before ? this.childNodes.indexOf(before) : -1;
    this.childNodes.splice(at < 0 ? this.childNodes.length : at, 0, node);
    node.parentNode = this;
    return node;
  }
  appendChild(node: FakeNode): FakeNode {
    return this.insertBefore(node, null);
  }
  removeChild(node: FakeNode): FakeNode {
    node.remove();
    return node;
  }
  remove(): void {
    if (!this.parentNode) return;
    this.parentNode.childNodes.splice(this.parentNode.childNodes.indexOf(this), 1);
    this.parentNode = null;
  }
  setAttribute(name: string, value: unknown): void {
    this.attributes.set(name, String(value));
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }
  hasAttribute(name: string): boolean {
    return this.attributes.has(name);
  }
  toggleAttribute(name: string, force?: boolean): boolean {
    const on = force ?? !this.attributes.has(name);
    if (on) this.attributes.set(name, '');
    else this.attributes.delete(name);
    return on;
  }
  /** The element children (no text nodes). */
  get children(): FakeNode[] {
    return this.childNodes.filter((c) => c.nodeType === 1);
  }
  get textContent(): string {
    return this.nodeType === 3 ? this.data : this.childNodes.map((c) => c.textContent).join('');
  }
  set textContent(text: string) {
    for (const c of [...this.childNodes]) c.remove();
    if (text) this.appendChild(Object.assign(new FakeNode(3, '#text'), { data: text }));
  }
  /** The listeners Preact attached, by event type. */
  listeners = new Map<string, (this: FakeNode, e: unknown) => void>();
  addEventListener(type: string, listener: (this: FakeNode, e: unknown) => void): void {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string): void {
    this.listeners.delete(type);
  }
  /** Calls this element's listener for `type` as the browser would (no bubbling). */
  fire(type: string): void {
    this.listeners.get(type)?.call(this, { type, target: this, currentTarget: this, preventDefault() {} });
  }
  /** Every element below this one (depth first) with this tag name. */
  byTag(name: string): FakeNode[] {
    return this.childNodes.flatMap((c) => [...(c.localName === name ? [c] : []), ...c.byTag(name)]);
  }
  /** The first element below this one with a class, for a selector that is one class (`.name`); null for any other selector. */
  querySelector(selector: string): FakeNode | null {
    const name = /^\.([\w-]+)$/.exec(selector)?.[1];
    if (!name) return null;
    for (const c of this.childNodes) {
      if ((c.attributes.get('class') ?? '').split(' ').includes(name)) return c;
      const below = c.querySelector(selector);
      if (below) return below;
    }
    return null;
  }
  querySelectorAll(): FakeNode[] {
    return [];
  }
  /** Every element below this one (depth first) whose attribute `name` is set. */
  withAttribute(name: string): FakeNode[] {
    return this.childNodes.flatMap((c) => [...(c.attributes.has(name) ? [c] : []), ...c.withAttribute(name)]);
  }
}

const fakeDocument = {
  createElementNS: (_ns: string, name: string) => new FakeNode(1, name),
  createElement: (name: string) => new FakeNode(1, name),
  createTextNode: (text: string) => Object.assign(new FakeNode(3, '#text'), { data: text }),
};

const GLOBALS = ['document', 'window', 'getComputedStyle'] as const;
const saved = new Map<string, unknown>();

/** Puts the fake document, window and computed styles on globalThis; returns a container to render into. */
export function installFakeDom(): FakeNode {
  const g = globalThis as Record<string, unknown>;
  for (const name of GLOBALS) if (!saved.has(name)) saved.set(name, g[name]);
  g.document = fakeDocument;
  g.window = { addEventListener() {}, removeEventListener() {} };
  g.getComputedStyle = () => ({ getPropertyValue: () => '' });
  return new FakeNode(1, 'div');
}

/**
 * For a test file that renders into the fake DOM: the tree a case kept is unmounted after it (so
 * it does not answer the signals of the next case), and the fake DOM goes once the last case's
 * effects have run (a moment after a render: 100 ms here, with no frames). Returns `keep`,
 * which a case calls with the container it rendered into.
 */
export function fakeDomCases(): (root: FakeNode) => void {
  let mounted: FakeNode | null = null;
  afterEach(() => {
    if (mounted) render(null, mounted as unknown as Element);
    mounted = null;
  });
  afterAll(async () => {
    await new Promise((done) => setTimeout(done, 150));
    removeFakeDom();
  });
  return (root) => void (mounted = root);
}

/** Puts back what globalThis had before installFakeDom. */
function removeFakeDom(): void {
  const g = globalThis as Record<string, unknown>;
  for (const [name, value] of saved) {
    if (value === undefined) delete g[name];
    else g[name] = value;
  }
  saved.clear();
}
