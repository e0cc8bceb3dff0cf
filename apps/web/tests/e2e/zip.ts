import { fromBuffer } from 'yauzl';

/** The names of the files in a ZIP, as an unzipper (yauzl) reads its directory. */
export function zipFileNames(zip: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const names: string[] = [];
      archive.on('error', reject);
      archive.on('entry', (entry) => {
        names.push(entry.fileName);
        archive.readEntry();
      });
      archive.on('end', () => resolve(names));
      archive.readEntry();
    });
  });
}
