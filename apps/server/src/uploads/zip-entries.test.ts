import { describe, expect, it } from 'vitest';
import { buildZip } from '#test/zip-writer.ts';
import { zipEntries } from './zip-entries.ts';

const names = (zip: Buffer) => zipEntries(zip)?.map((entry) => entry.name);

describe('zipEntries', () => {
  it('lists the entries of the central directory', () => {
    expect(names(buildZip({ 'a.txt': 'a', 'word/document.xml': '<w/>' }))).toEqual([
      'a.txt',
      'word/document.xml',
    ]);
  });

  it('finds the directory behind an archive comment', () => {
    const zip = buildZip({ 'word/document.xml': '<w/>' });
    const comment = Buffer.from('Archive comment');
    zip.writeUInt16LE(comment.length, zip.length - 2);
    expect(names(Buffer.concat([zip, comment]))).toEqual(['word/document.xml']);
  });

  it('refuses bytes that are not a whole ZIP', () => {
    const zip = buildZip({ 'word/document.xml': '<w/>' });
    expect(names(Buffer.from('PK\u0003\u0004 not really'))).toBeUndefined();
    expect(names(zip.subarray(0, zip.length - 5))).toBeUndefined();
    expect(names(Buffer.alloc(0))).toBeUndefined();
    // A directory that points past the end of the file.
    const broken = Buffer.from(zip);
    broken.writeUInt32LE(zip.length, zip.length - 6);
    expect(names(broken)).toBeUndefined();
  });
});
