// `npm run openid:rotate-key`: puts a new key first in the set that signs the portal's ID and
// logout tokens and keeps the one that signed until now, still published so that what it signed
// still validates (docs/decisions/0094). The set is the file `--file` names, else
// OPENID_SIGNING_KEY_FILE's, else `openid-signing-key.json` in DATA_DIR. Every server process
// signs with the new key once restarted.
import { resolve } from 'node:path';
import { ConfigError, parseConfig } from '../apps/server/src/config.ts';
import {
  rotateSigningKeys,
  SIGNING_KEY_FILE,
} from '../apps/server/src/modules/openid/openid-signing-key.ts';
import { cliOptions, UsageError } from './cli-options.ts';

function keyFile(): string {
  const given = cliOptions(process.argv.slice(2)).text('file');
  if (given) return resolve(given);
  const config = parseConfig(process.env);
  if (config.openidSigningKeyFile) return resolve(config.openidSigningKeyFile);
  if (config.openidSigningKeys) {
    throw new UsageError(
      'OPENID_SIGNING_KEY holds the keys, so there is no file to rotate: put its value in a file, run this with --file <that file>, and set OPENID_SIGNING_KEY to the file’s new contents (or OPENID_SIGNING_KEY_FILE to the file).',
    );
  }
  return resolve(config.dataDir, SIGNING_KEY_FILE);
}

try {
  const path = keyFile();
  const { signing, kept } = rotateSigningKeys(path);
  console.log(
    `${path}: ${signing} signs from the next start${kept.length > 0 ? `; ${kept.join(', ')} stays published` : ''}.`,
  );
  console.log('Restart every server process, so that all of them sign with the new key.');
} catch (error) {
  // Mistakes a person can fix get one line; anything else its stack trace.
  if (error instanceof ConfigError || error instanceof UsageError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
