import { HttpResponse } from 'msw';
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

/** A CSV export as the server answers it: a byte order mark, the header row, saved as `filename`. */
export function csvDownload(filename: string, header: string): HttpResponse<string> {
  return new HttpResponse(`\uFEFF${header}\r\n`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
    },
  });
}
