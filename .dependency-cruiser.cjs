/**
 * The import rules the linter cannot express (docs/decisions/0015). `npm run lint:deps` checks
 * them; `npm run lint` runs it after Biome.
 */

/** Product code: what ships, as opposed to tests and their helpers. */
const PRODUCT = ['^apps/[^/]+/src/', '^apps/web/app/', '^packages/[^/]+/src/'];

/** Test files, their helper folders, and test data or DOM support kept beside the tests. */
const TESTS = [
  '\\.(test|spec)\\.tsx?$',
  '^apps/[^/]+/tests?/',
  '^packages/[^/]+/test/',
  '-test-[a-z-]+\\.tsx?$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Files import each other in a loop, a lazy import() included: it hides the loop from ' +
        'the load order but not from whoever reads the code. Cut it by moving what both need ' +
        'into a third file.',
      severity: 'error',
      from: { path: PRODUCT },
      to: { circular: true },
    },
    {
      name: 'server-no-foreign-repository',
      comment:
        "A server module reaches another module's tables only through that module's service " +
        '(its *-service.ts or *-records.ts), never through its repository.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/[^/]+-repository\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'server-db-at-the-bottom',
      comment:
        'The database layer (schema, client, migrations, seed) is what modules build on: it uses ' +
        "no module's code. Data made from modules' rules (the demo data set) lives in src/demo-data. " +
        "Types only, such as a stored document's shape, may come from a module.",
      severity: 'error',
      from: { path: '^apps/server/src/db/', pathNot: TESTS },
      to: { path: '^apps/server/src/(modules|demo-data|pdf)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-billing-documents-stand-alone',
      comment:
        'Invoices and credit notes are drawn and rendered by billing-documents, which knows no ' +
        'other module: the modules that issue and send them use it, never the other way round.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/billing-documents/', pathNot: TESTS },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: '^apps/server/src/modules/billing-documents/',
      },
    },
    {
      name: 'server-billing-one-way',
      comment:
        'Money moves one way through the modules: a refund issues a credit note and shortens ' +
        'subscriptions, a credit note follows its invoice, an invoice reads the paid periods. None ' +
        'of them reaches back (subscriptions knows no refund, invoice or credit note; invoices no ' +
        'refund or credit note; credit notes no refund).',
      severity: 'error',
      from: {
        path: '^apps/server/src/modules/(subscriptions|invoices|credit-notes)/',
        pathNot: TESTS,
      },
      to: {
        path: '^apps/server/src/modules/(refunds|credit-notes|invoices)/',
        pathNot: [
          '^apps/server/src/modules/$1/',
          // A credit note is numbered in its invoice's financial year and series.
          '^apps/server/src/modules/invoices/financial-year\\.ts$',
        ],
      },
    },
    {
      name: 'web-feature-isolation',
      comment:
        'A web feature uses the shared layer (components, lib, content, @prakar/shared) and its own ' +
        'folder, never another feature: what two features share moves down into the shared layer, ' +
        'and a screen that needs several features composes them in its route.',
      severity: 'error',
      from: { path: '^apps/web/app/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^apps/web/app/(features|routes)/', pathNot: '^apps/web/app/features/$1/' },
    },
    {
      name: 'web-shared-layer-is-shared',
      comment:
        'The shared layer (components, lib, content) is used by features and routes, never the ' +
        'other way round; the app shell (app/app-shell.tsx, app/root.tsx) and routes compose features.',
      severity: 'error',
      from: { path: '^apps/web/app/(components|lib|content)/', pathNot: TESTS },
      to: { path: '^apps/web/app/(features|routes)/' },
    },
    {
      name: 'not-to-test',
      comment: 'Product code never imports a test, a test helper or test data.',
      severity: 'error',
      from: { path: PRODUCT, pathNot: TESTS },
      to: { path: TESTS },
    },
    {
      name: 'not-unresolvable',
      comment:
        'An import that does not resolve: a typo, or an alias these rules cannot follow, which ' +
        "would hide its file from every other rule. React Router's ./+types are generated.",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^\\./\\+types/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|\\.react-router|dist)/' },
    // Type-only imports count: a cycle or a reach into a repository is one even without runtime code.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      // `#src/*`, `#app/*`, `#test/*` resolve through each package.json's "imports" field, which
      // the resolver reads by default (docs/decisions/0014); "exports" for @prakar/shared/….
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
