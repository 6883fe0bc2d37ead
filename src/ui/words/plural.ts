/** Plural forms by the language's own rules (Intl.PluralRules), so "1 tile" and "2 tiles" are right in any language. */

/** The forms of one phrase: `other` always, the rest as the language needs them. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * A plural picker for a language: (n, forms) → the form its rules choose for n. The rule of
 * each number is asked of Intl once and kept: the table names counts in every lane, seat and
 * hand label at every move, and Intl's answer costs far more than a lookup.
 */
export function pluralOf(lang: string): (n: number, forms: PluralForms) => string {
  const rules = new Intl.PluralRules(lang);
  const known = new Map<number, Intl.LDMLPluralRule>();
  return (n, forms) => {
    let rule = known.get(n);
    if (rule === undefined) {
      rule = rules.select(n);
      if (known.size < 1000) known.set(n, rule);
    }
    return forms[rule] ?? forms.other;
  };
}
