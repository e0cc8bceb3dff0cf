import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './content-disposition';

describe('filenameFromContentDisposition', () => {
  it('reads a quoted file name', () => {
    expect(filenameFromContentDisposition('attachment; filename="invoice-2025-26-0001.pdf"')).toBe(
      'invoice-2025-26-0001.pdf',
    );
  });

  it('reads an unquoted file name and ignores other parameters', () => {
    expect(filenameFromContentDisposition('attachment; size=120; filename=orders.csv')).toBe(
      'orders.csv',
    );
  });

  it('unescapes quotes and keeps semicolons inside a quoted name', () => {
    expect(filenameFromContentDisposition('attachment; filename="Q1 \\"final\\"; v2.csv"')).toBe(
      'Q1 "final"; v2.csv',
    );
  });

  it('prefers the UTF-8 extended form, in either order', () => {
    const header =
      'attachment; filename="Invoice Rs.pdf"; filename*=UTF-8\'\'Invoice%20%E2%82%B9%201%2C200.pdf';
    expect(filenameFromContentDisposition(header)).toBe('Invoice ₹ 1,200.pdf');
    expect(
      filenameFromContentDisposition(
        "attachment; filename*=utf-8'en'%E0%A4%AB%E0%A4%BE%E0%A4%87%E0%A4%B2.txt; filename=file.txt",
      ),
    ).toBe('फाइल.txt');
  });

  it('decodes ISO-8859-1 extended values', () => {
    expect(filenameFromContentDisposition("attachment; filename*=iso-8859-1''caf%E9.txt")).toBe(
      'café.txt',
    );
  });

  it('falls back to the plain name when the extended value is broken', () => {
    expect(
      filenameFromContentDisposition('attachment; filename*=UTF-8\'\'%E2%82; filename="safe.pdf"'),
    ).toBe('safe.pdf');
  });

  it('keeps only the last path segment', () => {
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe(
      'passwd',
    );
    // Inside quotes a backslash escapes the next character, so a Windows path arrives doubled.
    expect(filenameFromContentDisposition('attachment; filename="C:\\\\temp\\\\report.pdf"')).toBe(
      'report.pdf',
    );
    expect(filenameFromContentDisposition('attachment; filename=C:\\temp\\report.pdf')).toBe(
      'report.pdf',
    );
  });

  it('returns null when there is no usable name', () => {
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(filenameFromContentDisposition('inline')).toBeNull();
    expect(filenameFromContentDisposition('attachment; filename=""')).toBeNull();
    expect(filenameFromContentDisposition('attachment; filename=".."')).toBeNull();
  });
});
