/** Plural forms by the language's own rules (Intl.PluralRules), so "1 tile" and "2 tiles" are right in any language. */

/** The forms of one phrase: `other` always, the rest as the language needs them. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** A plural picker for a language: (n, forms) → the form its rules choose for n. */
export function pluralOf(lang: string): (n: number, forms: PluralForms) => string {
  const rules = new Intl.PluralRules(lang);
  return (n, forms) => forms[rules.select(n)] ?? forms.other;
}
