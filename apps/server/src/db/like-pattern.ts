/** Text for a LIKE pattern: `%` and `_` typed by a person are letters to look for, not wildcards. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
