/**
 * What the HTML validator checks in every pre-rendered page (`tests/e2e/html-validity.spec.ts`).
 *
 * html-validate 10 is the newest major that runs on Node 20 (11 needs Node 22.16 or newer).
 *
 * The recommended rules apply, with the style rules set to the way React writes HTML rather than
 * turned off. Each choice below is valid HTML either way; React always writes the one given.
 */
export default {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React writes camelCase attribute names (`charSet`, `autoComplete`, `noValidate`); HTML
    // attribute names are case-insensitive.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // `disabled=""`, `hidden=""`: React writes boolean and empty attributes with an empty value.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // `<br/>`: React closes void elements itself.
    'void-style': ['error', { style: 'selfclose' }],
    // React's `useId` makes ids such as `_R_d4j5_`. HTML asks only that an id be non-empty and
    // without spaces, which the relaxed check still enforces; the strict one also wants a letter
    // first, for old CSS selectors.
    'valid-id': ['error', { relaxed: true }],
  },
};
