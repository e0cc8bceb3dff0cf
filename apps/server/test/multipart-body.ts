import { randomBytes } from 'node:crypto';

export interface FilePart {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * A multipart/form-data body, as a browser sends it: text fields, then files. Built by hand so
 * tests control every byte (a wrong declared type, an odd file name, a file too large).
 */
export function multipartBody(
  fields: Record<string, string>,
  files: Record<string, FilePart> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----PrakarForm${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
