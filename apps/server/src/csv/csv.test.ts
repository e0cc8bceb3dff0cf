import { describe, expect, it } from 'vitest';
import { csvCell, csvChunks, csvFigure, csvLine, formatIstTimestamp } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain text alone and writes nothing for a missing value', () => {
    expect(csvCell('Asha Kulkarni')).toBe('Asha Kulkarni');
    expect(csvCell('2026-11-23 14:05:09 IST')).toBe('2026-11-23 14:05:09 IST');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes separators, quotes and line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('Kulkarni, Asha')).toBe('"Kulkarni, Asha"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('{"name":"A"}')).toBe('"{""name"":""A""}"');
  });

  it('turns anything a spreadsheet would run as a formula into text', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+91 98200 12345')).toBe("'+91 98200 12345");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=cmd')).toBe("'\t=cmd");
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    // Only the first character counts.
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes a figure the server worked out as it is, a negative one too, and nothing else so', () => {
    expect(csvCell(csvFigure('-90.00'))).toBe('-90.00');
    expect(csvCell(csvFigure('41298.82'))).toBe('41298.82');
    expect(() => csvFigure('-2+3+cmd')).toThrow(RangeError);
    expect(() => csvFigure('=1')).toThrow(RangeError);
  });
});

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let all = '';
  for await (const chunk of chunks) all += chunk;
  return all;
}

async function* batches<T>(...groups: T[][]) {
  yield* groups;
}

describe('csvLine and csvChunks', () => {
  it('joins cells with commas and ends every line with CRLF', () => {
    expect(csvLine(['a', null, 'c,d'])).toBe('a,,"c,d"\r\n');
  });

  it('starts with a byte-order mark and the header, then one line per record of every batch', async () => {
    const chunks = csvChunks(
      ['name', 'note'],
      batches([{ name: 'Asha', note: '=1' }], [{ name: 'Ravi', note: 'ok' }]),
      (person) => [person.name, person.note],
    );
    expect(await text(chunks)).toBe("\uFEFFname,note\r\nAsha,'=1\r\nRavi,ok\r\n");
  });

  it('is just the header when there are no records', async () => {
    expect(await text(csvChunks(['only'], batches<string>(), (value) => [value]))).toBe(
      '\uFEFFonly\r\n',
    );
  });
});

describe('formatIstTimestamp', () => {
  it('writes the moment in IST, to the second', () => {
    expect(formatIstTimestamp(new Date('2026-11-23T08:35:09.999Z'))).toBe(
      '2026-11-23 14:05:09 IST',
    );
  });

  it('crosses midnight in India before it does in UTC', () => {
    expect(formatIstTimestamp(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01 00:00:00 IST');
  });
});
