import { describe, expect, it } from 'vitest';
import {
  decodeBase64Url,
  decodeReturnUrl,
  encodeBase64Url,
  encodeReturnUrl,
  loginPathWithReturn,
} from './return-url';

describe('base64 return URLs', () => {
  it('round-trips paths with query strings and unicode', () => {
    for (const path of [
      '/user-management/users?page=2&sort=name',
      '/checkout?note=₹1,23,456 & नमस्ते',
      '/paynow?order=A/B+C==',
      '/',
    ]) {
      const encoded = encodeReturnUrl(path);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(decodeReturnUrl(encoded)).toBe(path);
    }
  });

  it('matches standard base64 of the UTF-8 bytes, in the URL-safe alphabet', () => {
    const path = '/checkout?x=₹';
    const standard = Buffer.from(path, 'utf8').toString('base64');
    expect(encodeBase64Url(path)).toBe(
      standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
    );
    expect(decodeBase64Url(standard)).toBe(path);
  });

  it('rejects malformed text and addresses off this site', () => {
    expect(decodeBase64Url('not base64!')).toBeNull();
    expect(decodeBase64Url(Buffer.from([0xff, 0xfe]).toString('base64'))).toBeNull();
    expect(decodeReturnUrl(encodeBase64Url('//evil.example/'))).toBeNull();
    expect(decodeReturnUrl(encodeBase64Url('/\\evil.example/'))).toBeNull();
    expect(decodeReturnUrl(encodeBase64Url('https://evil.example/'))).toBeNull();
    expect(decodeReturnUrl(null)).toBeNull();
  });

  it('builds the login address with the encoded return path', () => {
    expect(loginPathWithReturn('/change-pass')).toBe(
      `/login?returnUrl=${encodeReturnUrl('/change-pass')}`,
    );
  });
});
