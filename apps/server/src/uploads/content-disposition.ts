/**
 * `inline; filename="Rohan Kulkarni CV.pdf"; filename*=UTF-8''…`: the plain name for old clients
 * (letters outside ASCII and quotes replaced), the exact one for every current browser.
 */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const plain = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${plain}"; filename*=UTF-8''${exact}`;
}
