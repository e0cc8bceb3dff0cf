import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pickEncoding } from './web-build.ts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written, skipping external scripts and data blocks', () => {
    const context = 'window.__reactRouterContext = {"basename":"/"};';
    const boot = '\n  import "/assets/entry.client-Bx1.js";\n';
    const html = [
      `<script>${context}</script>`,
      `<script type="module" async="">${boot}</script>`,
      '<script type="module" src="/assets/app.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      `<script>${context}</script>`,
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha(context), sha(boot)]);
  });
});

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['*', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
