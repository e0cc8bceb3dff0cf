/** Hands a downloaded file to the browser's save flow under the given name. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the object URL only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
