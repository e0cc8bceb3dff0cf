import { escapeHtml } from '@prakar/shared/html';
import { describe, expect, it } from 'vitest';
import { linkify, textToHtml } from './html.ts';

describe('mail HTML helpers', () => {
  it('escapes markup and quotes', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });

  it('keeps line breaks', () => {
    expect(textToHtml('one\ntwo <b>')).toBe('one<br>two &lt;b&gt;');
  });

  it('turns web addresses into links and leaves the rest escaped', () => {
    expect(linkify('Reset: https://prakartax.in/reset-password?token=a&b=1. <ok>')).toBe(
      'Reset: <a href="https://prakartax.in/reset-password?token=a&amp;b=1">https://prakartax.in/reset-password?token=a&amp;b=1</a>. &lt;ok&gt;',
    );
    expect(linkify('javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});
