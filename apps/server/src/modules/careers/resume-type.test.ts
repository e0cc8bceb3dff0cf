import { RESUME_CONTENT_TYPES } from '@prakar/shared/careers';
import { describe, expect, it } from 'vitest';
import { buildDocx, buildPdf, buildZip } from '#test/zip-writer.ts';
import { detectResumeType, resumeFilename } from './resume-type.ts';
import { zipEntryNames } from './zip-entries.ts';

describe('zipEntryNames', () => {
  it('lists the entries of the central directory', () => {
    expect(zipEntryNames(buildZip({ 'a.txt': 'a', 'word/document.xml': '<w/>' }))).toEqual([
      'a.txt',
      'word/document.xml',
    ]);
  });

  it('finds the directory behind an archive comment', () => {
    const zip = buildZip({ 'word/document.xml': '<w/>' });
    const comment = Buffer.from('Archive comment');
    zip.writeUInt16LE(comment.length, zip.length - 2);
    expect(zipEntryNames(Buffer.concat([zip, comment]))).toEqual(['word/document.xml']);
  });

  it('refuses bytes that are not a whole ZIP', () => {
    const zip = buildZip({ 'word/document.xml': '<w/>' });
    expect(zipEntryNames(Buffer.from('PK\u0003\u0004 not really'))).toBeUndefined();
    expect(zipEntryNames(zip.subarray(0, zip.length - 5))).toBeUndefined();
    expect(zipEntryNames(Buffer.alloc(0))).toBeUndefined();
    // A directory that points past the end of the file.
    const broken = Buffer.from(zip);
    broken.writeUInt32LE(zip.length, zip.length - 6);
    expect(zipEntryNames(broken)).toBeUndefined();
  });
});

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
  });
});
