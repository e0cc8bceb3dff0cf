import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildDocx, buildPdf, buildZip, flateStream } from '#test/zip-writer.ts';
import { pdfExpandsBeyond } from './pdf-expansion.ts';
import { zipExpandsBeyond } from './zip-expansion.ts';

const MB = 1024 * 1024;
/** Small, to keep the test quick: the functions take any limit. */
const LIMIT = 4 * MB;
const zeros = (size: number) => Buffer.alloc(size);

describe('zipExpandsBeyond', () => {
  it('lets a Word document through, and one whose parts unpack to just the limit', async () => {
    expect(await zipExpandsBeyond(buildDocx(), LIMIT)).toBe(false);
    const full = buildDocx('CV', { 'word/media/a.bin': zeros(LIMIT - 4 * 1024) });
    expect(await zipExpandsBeyond(full, LIMIT)).toBe(false);
  });

  it('refuses a small archive that unpacks past the limit, whatever its directory says', async () => {
    const bomb = buildDocx('CV', { 'word/media/a.bin': zeros(LIMIT + MB) });
    expect(bomb.length).toBeLessThan(LIMIT / 100);
    expect(await zipExpandsBeyond(bomb, LIMIT)).toBe(true);
    // The directory claims a single byte for each part; the data says otherwise.
    const lying = Buffer.from(bomb);
    const directory = lying.readUInt32LE(lying.length - 6);
    lying.writeUInt32LE(1, directory + 24);
    expect(await zipExpandsBeyond(lying, LIMIT)).toBe(true);
  });

  it('counts the parts together, and refuses a packing it cannot measure', async () => {
    const parts = { 'a.bin': zeros(3 * MB), 'b.bin': zeros(3 * MB) };
    expect(await zipExpandsBeyond(buildZip(parts, { deflate: true }), LIMIT)).toBe(true);
    const bzip2 = buildZip({ 'word/document.xml': '<w/>' });
    bzip2.writeUInt16LE(12, bzip2.readUInt32LE(bzip2.length - 6) + 10);
    expect(await zipExpandsBeyond(bzip2, LIMIT)).toBe(true);
  });
});

describe('pdfExpandsBeyond', () => {
  it('lets an ordinary PDF through, compressed streams and all', async () => {
    expect(await pdfExpandsBeyond(buildPdf(), LIMIT)).toBe(false);
    const page = buildPdf('CV', { objects: [flateStream(zeros(MB))] });
    expect(await pdfExpandsBeyond(page, LIMIT)).toBe(false);
  });

  it('refuses a stream that inflates past the limit, or several that do together', async () => {
    const bomb = buildPdf('CV', { objects: [flateStream(zeros(LIMIT + MB))] });
    expect(bomb.length).toBeLessThan(LIMIT / 100);
    expect(await pdfExpandsBeyond(bomb, LIMIT)).toBe(true);
    const several = buildPdf('CV', {
      objects: [flateStream(zeros(3 * MB)), flateStream(zeros(3 * MB))],
    });
    expect(await pdfExpandsBeyond(several, LIMIT)).toBe(true);
  });

  it('inflates a stream compressed twice, and refuses one it cannot measure', async () => {
    const twice = deflateSync(deflateSync(zeros(LIMIT + MB))).toString('latin1');
    const doubled = buildPdf('CV', {
      objects: [
        `<< /Length ${twice.length} /Filter [/FlateDecode /FlateDecode] >>\nstream\n${twice}\nendstream`,
      ],
    });
    expect(await pdfExpandsBeyond(doubled, LIMIT)).toBe(true);
    const lzw = buildPdf('CV', {
      objects: ['<< /Length 4 /Filter /LZWDecode >>\nstream\n\u0080\u000b\u0060\u0050\nendstream'],
    });
    expect(await pdfExpandsBeyond(lzw, LIMIT)).toBe(true);
  });
});
