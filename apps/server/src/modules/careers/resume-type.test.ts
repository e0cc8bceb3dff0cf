import { RESUME_CONTENT_TYPES } from '@prakar/shared/careers';
import { describe, expect, it } from 'vitest';
import { buildDocx, buildPdf, buildZip } from '#test/zip-writer.ts';
import { detectResumeType, resumeFilename } from './resume-type.ts';

describe('detectResumeType', () => {
  it('knows a PDF by its header and a Word document by its main part', () => {
    expect(detectResumeType(buildPdf())).toBe(RESUME_CONTENT_TYPES.pdf);
    expect(detectResumeType(buildDocx())).toBe(RESUME_CONTENT_TYPES.docx);
  });

  it('refuses programs, text and other ZIP files whatever their names say', () => {
    expect(detectResumeType(Buffer.from('MZ\u0090\u0000\u0003 This program cannot be run'))).toBe(
      undefined,
    );
    expect(detectResumeType(Buffer.from('Rohan Kulkarni, TDS associate'))).toBeUndefined();
    expect(detectResumeType(buildZip({ 'xl/workbook.xml': '<x/>' }))).toBeUndefined();
    expect(detectResumeType(Buffer.from(' %PDF-1.4'))).toBeUndefined();
  });
});

describe('resumeFilename', () => {
  it('keeps the name, drops folders and odd characters, and fixes the extension', () => {
    expect(resumeFilename('Rohan Kulkarni CV.pdf', RESUME_CONTENT_TYPES.pdf)).toBe(
      'Rohan Kulkarni CV.pdf',
    );
    expect(resumeFilename('C:\\Users\\rohan\\cv.doc', RESUME_CONTENT_TYPES.docx)).toBe('cv.docx');
    expect(resumeFilename('../../"evil"\r\n.exe', RESUME_CONTENT_TYPES.pdf)).toBe('evil.pdf');
    expect(resumeFilename('', RESUME_CONTENT_TYPES.pdf)).toBe('resume.pdf');
    expect(resumeFilename('invoice\u202egpj.pdf', RESUME_CONTENT_TYPES.pdf)).toBe('invoicegpj.pdf');
  });
});
