// `npm run typecheck`: each TypeScript project, checked by TypeScript 7's native compiler in
// about a third of the JavaScript one's time (docs/decisions/0063), after the web app's route
// types are generated.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { run } from './run.mjs';

// Its package exports no `bin/tsc`: found beside its package.json.
const nativePackage = createRequire(import.meta.url).resolve('typescript-native/package.json');
const tsc = join(dirname(nativePackage), 'bin', 'tsc');
const projects = [
  'tsconfig.json',
  'packages/shared/tsconfig.json',
  'packages/razorpay/tsconfig.json',
  'packages/test-gateway/tsconfig.json',
  'apps/server/tsconfig.json',
  'apps/web/tsconfig.json',
];

let code = await run('npm', ['run', 'typegen', '-w', '@prakar/web', '--silent']);
for (const project of projects) {
  if (code !== 0) break;
  code = await run(process.execPath, [tsc, '-p', project]);
}
process.exit(code);
