import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.ts';

describe('slugify', () => {
  it.each([
    ['Who we are and our role', 'who-we-are-and-our-role'],
    ["Children's data", 'childrens-data'],
    ['Grievance Officer and complaints', 'grievance-officer-and-complaints'],
    ['Fees, GST and invoices', 'fees-gst-and-invoices'],
    ['Cancelling a new subscription within 7 days', 'cancelling-a-new-subscription-within-7-days'],
    ['  Résumé & “quotes” — done ', 'resume-quotes-done'],
  ])('%s → %s', (heading, slug) => {
    expect(slugify(heading)).toBe(slug);
  });
});
