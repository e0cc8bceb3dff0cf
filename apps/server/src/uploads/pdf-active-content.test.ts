import { describe, expect, it } from 'vitest';
import { activeNamesIn, activePdf } from '#test/active-pdf.ts';
import { pdfText } from '#test/pdf-text.ts';
import { buildPdf } from '#test/zip-writer.ts';
import { withoutActiveContent } from './pdf-active-content.ts';

describe('withoutActiveContent', () => {
  it('keeps the pages and leaves nothing that can act: scripts, actions, forms, files, links', async () => {
    const active = activePdf();
    expect((await activeNamesIn(active)).length).toBeGreaterThan(5);
    const clean = await withoutActiveContent(active);
    expect(clean).toBeDefined();
    expect(await activeNamesIn(clean ?? Buffer.alloc(0))).toEqual([]);
    expect(clean?.toString('latin1')).not.toContain('app.response');
    expect(await pdfText(clean ?? Buffer.alloc(0))).toContain('Rohan Kulkarni');
  });

  it('gives back an ordinary PDF with the same text', async () => {
    const clean = await withoutActiveContent(buildPdf('Priya Iyer, Chartered Accountant'));
    expect(await pdfText(clean ?? Buffer.alloc(0))).toContain('Priya Iyer, Chartered Accountant');
  });

  it('refuses what it cannot read, and an encrypted file it cannot check', async () => {
    expect(await withoutActiveContent(Buffer.from('%PDF-1.4 not a document'))).toBeUndefined();
    const encrypted = buildPdf('CV')
      .toString('latin1')
      .replace(
        '/Root 1 0 R',
        '/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >>',
      );
    expect(await withoutActiveContent(Buffer.from(encrypted, 'latin1'))).toBeUndefined();
  });
});
