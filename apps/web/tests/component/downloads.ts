import { vi } from 'vitest';

/**
 * Catches the files a screen hands to the browser's save flow (lib/save-blob.ts), which happy-dom
 * cannot save: answers the names saved, in order.
 */
export function catchDownloads(): string[] {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:download');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}
