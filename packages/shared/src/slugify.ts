/**
 * Text as a readable URL part: a heading as an anchor id ("Children's data" → "childrens-data"),
 * an organisation's name as its sign-in page's `corporateName`. Accents are dropped and any other
 * run of punctuation or spaces becomes one hyphen, so the links stay readable when shared.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
