import { describe, expect, it } from 'vitest';
import { storedFileName } from './stored-file-name.ts';

describe('storedFileName', () => {
  it('drops the bidirectional controls that make a name read backwards', () => {
    expect(storedFileName('invoice\u202egpj.pdf', 'pdf', 'file')).toBe('invoicegpj.pdf');
    const controls = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c';
    expect(storedFileName(`CV${controls}.pdf`, 'pdf', 'file')).toBe('CV.pdf');
  });

  it('drops control, invisible and reserved characters, and folders', () => {
    expect(storedFileName('a\u0000b\u0085c\u2028d\ufeffe\u200b.pdf', 'pdf', 'file')).toBe(
      'abcde.pdf',
    );
    expect(storedFileName('../../"evil"\r\n.exe', 'pdf', 'file')).toBe('evil.pdf');
    expect(storedFileName('\u202e', 'docx', 'resume')).toBe('resume.docx');
  });

  it('keeps names in every script, the joiners Indic names need included', () => {
    expect(storedFileName('श्रीनिवास‍ CV.docx', 'docx', 'file')).toBe('श्रीनिवास‍ CV.docx');
    expect(storedFileName('محمد.pdf', 'pdf', 'file')).toBe('محمد.pdf');
  });
});
