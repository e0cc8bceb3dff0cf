/**
 * A heading as an anchor id: "Children's data" → "childrens-data". Accents are dropped and any
 * other run of punctuation or spaces becomes one hyphen, so the links stay readable when shared.
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
