import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * A minimal ZIP writer for tests: entries stored as they are (or deflated), a central directory
 * and the end record, which is all a reader of the directory needs.
 */
export function buildZip(
  entries: Record<string, string | Buffer>,
  { deflate = false } = {},
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const original = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const data = deflate ? deflateRawSync(original) : original;
    const method = deflate ? 8 : 0;
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(original);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(original.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    locals.push(local, fileName, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(original.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);

    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = Object.keys(entries).length;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * The smallest Word document Word itself would recognise the structure of; `extra` parts are
 * added beside it, deflated like Word's own.
 */
export function buildDocx(
  text = 'Rohan Kulkarni — TDS Compliance',
  extra: Record<string, Buffer> = {},
): Buffer {
  return buildZip(
    {
      ...extra,
      '[Content_Types].xml':
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      '_rels/.rels':
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    },
    { deflate: true },
  );
}

interface PdfParts {
  /** More entries for the catalog and the page dictionaries. */
  catalog?: string;
  page?: string;
  /** Objects numbered from 6 on, after the five of the page itself. */
  objects?: string[];
}

/** A one-page PDF, small but well-formed enough for any reader. */
export function buildPdf(
  text = 'Rohan Kulkarni',
  { catalog = '', page = '', objects = [] }: PdfParts = {},
): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const all = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${page}>>`,
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...objects,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  all.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${all.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${all.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF object holding `content` as a Flate-compressed stream, as PDF makers write them. */
export function flateStream(content: Buffer): string {
  const data = deflateSync(content).toString('latin1');
  return `<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n${data}\nendstream`;
}
