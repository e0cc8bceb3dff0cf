const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** For text and attribute values alike: everything a visitor typed goes through this. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * JSON for a `<script>` data block (JSON, JSON-LD) as React Router writes it into a page: nothing
 * in it can close or confuse the tag.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/[&<>\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
