/** A length in pixels from a computed style (custom properties included), or the fallback. */
export function px(style: CSSStyleDeclaration, name: string, fallback: number): number {
  const n = parseFloat(style.getPropertyValue(name));
  return Number.isFinite(n) ? n : fallback;
}
