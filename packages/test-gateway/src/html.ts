import { createHash } from 'node:crypto';
// Everything from the merchant's form goes through the site's own escaping.
import { escapeHtml } from '@prakar/shared/html';

/** The CSP source for an inline block: `'sha256-<base64>'` of its exact text. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The one style sheet of every page. Inline, and allowed by its hash, so the pages need nothing
 * from anywhere and their policy can forbid everything else.
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#eef1f5;color:#17202b;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:34rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0}
h2{font-size:1.15rem;margin:0 0 .75rem}
section,.panel{background:#fff;border:1px solid #c9d1db;border-radius:8px;padding:1rem;margin:1rem 0}
.badge{display:inline-block;background:#fff4cc;color:#5c4500;border:1px solid #d9b600;border-radius:4px;padding:.1rem .5rem;font-size:.875rem}
.amount{font-size:1.25rem}
.field{margin:0 0 .9rem}
label,legend{display:block;font-weight:600;margin:0 0 .25rem}
fieldset{border:0;margin:0 0 .9rem;padding:0}
.choice{display:flex;align-items:center;gap:.5rem;font-weight:400;margin:.25rem 0}
input[type=text]{width:100%;padding:.6rem;font:inherit;border:1px solid #6b7785;border-radius:6px}
input[aria-invalid=true]{border:2px solid #b00020}
.hint{margin:.25rem 0 0;color:#4a5563;font-size:.875rem}
.error{margin:.25rem 0 0;color:#b00020;font-weight:600}
.summary{border-color:#b00020}
.actions{display:flex;flex-wrap:wrap;gap:.5rem}
button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border-radius:6px;border:1px solid #0b4fa8;background:#0b5cc4;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#8a1020;border-color:#8a1020}
a{color:#0b4fa8}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
`;

const STYLE_SOURCE = sha256Source(STYLE);

/**
 * The page's own Content-Security-Policy, sent in place of the host's: no resources at all but
 * the inline style (and script, when given) by hash, and forms only to the listed origins.
 */
export function pagePolicy(options: { formAction: string[]; scriptSource?: string }): string {
  return [
    "default-src 'none'",
    `style-src ${STYLE_SOURCE}`,
    options.scriptSource ? `script-src ${options.scriptSource}` : "script-src 'none'",
    `form-action ${options.formAction.join(' ')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A whole document; `body` is HTML whose values the caller has already escaped. */
export function htmlPage(options: { title: string; body: string; script?: string }): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(options.title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<main>${options.body}</main>`,
    options.script === undefined ? '' : `<script>${options.script}</script>`,
    '</body>',
    '</html>',
  ]
    .filter(Boolean)
    .join('\n');
}
