/** Text as a PDF string literal takes it: Latin-1 only, with its delimiters escaped. */
function pdfText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[\\()]/g, '\\$&');
}

/**
 * A one-page PDF résumé that any viewer opens: the applicant's name, the role and a few lines,
 * written out by hand (object offsets and all) so the demo data needs no PDF library.
 */
export function demoResumePdf(name: string, lines: readonly string[]): Buffer {
  const body = lines.map((line) => `0 -20 Td (${pdfText(line)}) Tj`).join('\n');
  const content = `BT\n/F1 20 Tf 72 770 Td (${pdfText(name)}) Tj\n/F1 12 Tf\n${body}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
