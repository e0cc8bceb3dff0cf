import { stateName as knownStateName } from '@prakar/shared/indian-states';
import { site } from '@prakar/shared/site';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { elementsOf, expectTaggedPdf, rowsOf } from '#test/tagged-pdf.ts';
import { renderInvoice } from './document-renderer.ts';
import {
  firmAsSeller,
  type InvoiceDocument,
  type InvoiceLine,
  type InvoiceParty,
} from './invoice-document.ts';
import { ORIGINAL_FOR_RECIPIENT, renderInvoicePdf } from './invoice-pdf.ts';

function stateName(code: string): string {
  const name = knownStateName(code);
  if (!name) throw new Error(`No state ${code}`);
  return name;
}

const puneBuyer: InvoiceParty = {
  name: 'Kaveri Textiles Private Limited',
  gstin: '27AABCK1234F1ZZ',
  pan: 'AABCK1234F',
  address: ['Plot 12, MIDC Bhosari', 'Pune 411026'],
  stateCode: '27',
  stateName: stateName('27'),
  email: 'accounts@kaveritextiles.in',
};

const bengaluruBuyer: InvoiceParty = {
  name: 'Nandi Hills Software LLP',
  gstin: '29AAKFN5678Q1Z2',
  pan: 'AAKFN5678Q',
  address: ['4th Floor, Prestige Tech Park', 'Outer Ring Road, Marathahalli', 'Bengaluru 560103'],
  stateCode: '29',
  stateName: stateName('29'),
  email: null,
};

const LONG_DESCRIPTION =
  'E-TDS Pro annual subscription for five deductor TANs, with quarterly returns, corrections and Form 16A';

/** Intra-state: ₹95,000 + 3 × ₹4,162.50 = ₹1,07,487.50, with 9% CGST and 9% SGST. */
const intraState: InvoiceDocument = {
  number: 'PTA/26-27/00042',
  // 19:00 UTC on the 22nd is 00:30 IST on the 23rd: the invoice is dated in India.
  issuedAt: new Date('2026-11-22T19:00:00.000Z'),
  orderNumber: 'ORD-000042',
  paymentReference: 'pay_NXk3Jd8aB2cD4e',
  paymentMethod: 'UPI',
  seller: firmAsSeller,
  buyer: puneBuyer,
  placeOfSupply: { stateCode: '27', stateName: 'Maharashtra' },
  lines: [
    {
      description: LONG_DESCRIPTION,
      sac: '997331',
      quantity: 1,
      unitPricePaise: 95_000_00,
      amountPaise: 95_000_00,
    },
    {
      description: 'Form 16 preparation, per 100 employees',
      sac: '998231',
      quantity: 3,
      unitPricePaise: 4_162_50,
      amountPaise: 12_487_50,
    },
  ],
  subtotalPaise: 1_07_487_50,
  cgstPaise: 9_673_88,
  sgstPaise: 9_673_88,
  igstPaise: 0,
  totalPaise: 1_26_835_26,
};

/** Inter-state: ₹2,40,000 with 18% IGST. */
const interState: InvoiceDocument = {
  number: 'PTA/27-28/00007',
  issuedAt: new Date('2027-04-02T06:00:00.000Z'),
  orderNumber: 'ORD-000311',
  paymentReference: 'pay_Q7mZt2Lw9RbYc1',
  paymentMethod: 'Card',
  seller: firmAsSeller,
  buyer: bengaluruBuyer,
  placeOfSupply: { stateCode: '29', stateName: 'Karnataka' },
  lines: [
    {
      description: 'Tax audit and transfer-pricing review, FY 2026-27',
      sac: '998222',
      quantity: 1,
      unitPricePaise: 2_40_000_00,
      amountPaise: 2_40_000_00,
    },
  ],
  subtotalPaise: 2_40_000_00,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 43_200_00,
  totalPaise: 2_83_200_00,
};

/** An intra-state invoice of `count` lines of ₹1,000. */
function withLines(count: number): InvoiceDocument {
  const lines: InvoiceLine[] = Array.from({ length: count }, (_, index) => ({
    description: `Payroll compliance review, month ${index + 1}`,
    sac: '998231',
    quantity: 1,
    unitPricePaise: 1_000_00,
    amountPaise: 1_000_00,
  }));
  return {
    ...intraState,
    lines,
    subtotalPaise: count * 1_000_00,
    cgstPaise: count * 90_00,
    sgstPaise: count * 90_00,
    totalPaise: count * 1_180_00,
  };
}

async function render(invoice: InvoiceDocument): Promise<{ text: string; pages: number }> {
  const buffer = await renderInvoicePdf(invoice);
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(pdf, { mergePages: true });
  // Extraction breaks lines where the layout wraps them; compare with single spaces.
  return { text: text.replace(/\s+/g, ' '), pages: pdf.numPages };
}

describe('renderInvoicePdf', () => {
  it('produces a PDF', async () => {
    const buffer = await renderInvoicePdf(intraState);
    expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('prints an intra-state invoice with CGST and SGST', async () => {
    const { text, pages } = await render(intraState);
    expect(pages).toBe(1);
    for (const particular of [
      'Tax Invoice',
      site.legalName,
      `GSTIN: ${site.gstin}`,
      `PAN: ${site.pan}`,
      'State: Maharashtra (27)',
      'Invoice No. PTA/26-27/00042',
      'Invoice date 23 November 2026',
      'Order No. ORD-000042',
      'pay_NXk3Jd8aB2cD4e',
      'Payment method UPI',
      'Bill to Kaveri Textiles Private Limited Plot 12, MIDC Bhosari',
      'GSTIN: 27AABCK1234F1ZZ',
      'E-mail: accounts@kaveritextiles.in',
      'Place of supply: Maharashtra (27)',
      'Reverse charge: No',
      '# Description SAC Qty Rate Taxable value',
      LONG_DESCRIPTION,
      '997331 1 ₹95,000.00 ₹95,000.00',
      '998231 3 ₹4,162.50 ₹12,487.50',
      'Taxable value ₹1,07,487.50',
      'CGST @ 9% ₹9,673.88',
      'SGST @ 9% ₹9,673.88',
      'Total ₹1,26,835.26',
      'Amount in words: Indian Rupees One Lakh Twenty-Six Thousand Eight Hundred Thirty-Five and Twenty-Six Paise Only',
      'This is a computer-generated invoice and needs no signature.',
    ]) {
      expect(text).toContain(particular);
    }
    expect(text).not.toContain('IGST');
  });

  it('is marked as the original for the recipient, beside the title', async () => {
    expect(ORIGINAL_FOR_RECIPIENT).toBe('Original for recipient');
    const { text } = await render(intraState);
    expect(text).toMatch(/^Tax Invoice Original for recipient /);
    expect(text.match(/Original for recipient/g)).toHaveLength(1);
    expect(text).not.toMatch(/duplicate/i);

    // On the title's line, at the right margin.
    const pdf = await getDocumentProxy(new Uint8Array(await renderInvoicePdf(intraState)));
    const { items } = await (await pdf.getPage(1)).getTextContent();
    const placed = (text: string) => {
      const item = items.find((candidate) => 'str' in candidate && candidate.str === text);
      if (!item || !('str' in item)) throw new Error(`No "${text}" on the first page`);
      return { baseline: item.transform[5] as number, right: item.transform[4] + item.width };
    };
    const title = placed('Tax Invoice');
    const mark = placed(ORIGINAL_FOR_RECIPIENT);
    expect(Math.abs(mark.baseline - title.baseline)).toBeLessThan(1);
    expect(mark.right).toBeCloseTo(595.28 - 40, 0);
  });

  it('prints an inter-state invoice with IGST only', async () => {
    const { text } = await render(interState);
    expect(text).toContain('Invoice No. PTA/27-28/00007');
    expect(text).toContain('Invoice date 2 April 2027');
    expect(text).toContain(`GSTIN: ${site.gstin}`);
    expect(text).toContain('GSTIN: 29AAKFN5678Q1Z2');
    expect(text).toContain('State: Karnataka (29)');
    expect(text).not.toContain('E-mail: null');
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('998222 1 ₹2,40,000.00 ₹2,40,000.00');
    expect(text).toContain('Taxable value ₹2,40,000.00');
    expect(text).toContain('IGST @ 18% ₹43,200.00');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
    expect(text).toContain('Total ₹2,83,200.00');
    expect(text).toContain(
      'Amount in words: Indian Rupees Two Lakh Eighty-Three Thousand Two Hundred Only',
    );
  });

  it('marks a buyer without a GSTIN as unregistered', async () => {
    const buyer: InvoiceParty = { ...bengaluruBuyer, gstin: null, pan: null };
    const { text } = await render({ ...interState, buyer });
    expect(text).toContain('Nandi Hills Software LLP');
    expect(text).toContain('GSTIN: Unregistered');
    expect(text).not.toContain('PAN: AAKFN5678Q');
  });

  it('sets the metadata and gives the same file for the same invoice', async () => {
    const first = await renderInvoicePdf(intraState);
    const second = await renderInvoicePdf(intraState);
    expect(first.equals(second)).toBe(true);
    const pdf = await getDocumentProxy(new Uint8Array(first));
    // pdf.js types the information dictionary as a bare Object.
    const info = (await pdf.getMetadata()).info as Record<string, unknown>;
    expect(info.Title).toBe('Tax invoice PTA/26-27/00042');
    expect(info.Author).toBe(site.legalName);
    expect(info.CreationDate).toBe('D:20261122190000Z');
  });

  it('keeps fifteen lines on one page and flows forty onto more', async () => {
    expect((await render(withLines(15))).pages).toBe(1);

    const long = await render(withLines(40));
    expect(long.pages).toBeGreaterThan(1);
    expect(long.text).toContain('Payroll compliance review, month 40');
    expect(long.text).toContain('Total ₹47,200.00');
    expect(long.text).toContain('Indian Rupees Forty-Seven Thousand Two Hundred Only');
  });

  it('is a tagged PDF: headings, paragraphs, and the line items and tax summary as tables', async () => {
    const pages = await expectTaggedPdf(await renderInvoicePdf(intraState), {
      title: 'Tax invoice PTA/26-27/00042',
    });
    expect(pages).toHaveLength(1);
    expect(pages[0]?.role).toBe('Root');
    expect(pages[0]?.children.map((element) => element.role)).toEqual(['Document']);
    expect(
      [...elementsOf(pages, 'H1'), ...elementsOf(pages, 'H2')].map((heading) => heading.text),
    ).toEqual(['Tax Invoice', site.legalName, 'Bill to']);
    const paragraphs = elementsOf(pages, 'P').map((paragraph) => paragraph.text);
    expect(paragraphs).toEqual(
      expect.arrayContaining([
        'Original for recipient',
        'GSTIN: 27AABCK1234F1ZZ',
        'Invoice No. PTA/26-27/00042',
        'Place of supply: Maharashtra (27)',
        'This is a computer-generated invoice and needs no signature.',
      ]),
    );
    expect(paragraphs.find((text) => text.startsWith('Amount in words'))).toBe(
      'Amount in words: Indian Rupees One Lakh Twenty-Six Thousand Eight Hundred Thirty-Five and Twenty-Six Paise Only',
    );

    const [lineItems, summary, ...others] = elementsOf(pages, 'Table');
    expect(others).toEqual([]);
    expect(lineItems && rowsOf(lineItems)).toEqual([
      ['TH #', 'TH Description', 'TH SAC', 'TH Qty', 'TH Rate', 'TH Taxable value'],
      ['TD 1', `TD ${LONG_DESCRIPTION}`, 'TD 997331', 'TD 1', 'TD ₹95,000.00', 'TD ₹95,000.00'],
      [
        'TD 2',
        'TD Form 16 preparation, per 100 employees',
        'TD 998231',
        'TD 3',
        'TD ₹4,162.50',
        'TD ₹12,487.50',
      ],
    ]);
    expect(summary && rowsOf(summary)).toEqual([
      ['TH Taxable value', 'TD ₹1,07,487.50'],
      ['TH CGST @ 9%', 'TD ₹9,673.88'],
      ['TH SGST @ 9%', 'TD ₹9,673.88'],
      ['TH Total', 'TD ₹1,26,835.26'],
    ]);
    // pdf.js does not report attributes: the header cells' scopes are read from the file.
    const file = (await renderInvoicePdf(intraState)).toString('latin1');
    expect(file.match(/\/Scope \/Column/g)).toHaveLength(6);
    expect(file.match(/\/Scope \/Row/g)).toHaveLength(4);
  });

  it('keeps a table that runs onto another page one table, its repeated header an artifact', async () => {
    const file = await renderInvoicePdf(withLines(40));
    const pages = await expectTaggedPdf(file, { title: 'Tax invoice PTA/26-27/00042' });
    expect(pages.length).toBeGreaterThan(1);
    const rows = elementsOf(pages, 'Table').flatMap(rowsOf);
    expect(rows.filter((row) => row.every((cell) => cell.startsWith('TH ')))).toHaveLength(1);
    expect(rows.filter((row) => row[2] === 'TD 998231')).toHaveLength(40);
    expect(elementsOf(pages, 'H1').map((heading) => heading.text)).toEqual(['Tax Invoice']);
    // Two tables in all, the line items and the tax summary, though the first spans two pages.
    expect(file.toString('latin1').match(/\/S \/Table\b/g)).toHaveLength(2);
    // The second page still shows the column titles.
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(file)));
    expect(text[1]).toContain('Description');
  });

  it('refuses an invoice whose figures do not add up', async () => {
    await expect(renderInvoicePdf({ ...intraState, totalPaise: 1_26_835_25 })).rejects.toThrow(
      RangeError,
    );
    await expect(renderInvoicePdf({ ...intraState, subtotalPaise: 1_07_487_00 })).rejects.toThrow(
      RangeError,
    );
    await expect(
      renderInvoicePdf({ ...interState, cgstPaise: 21_600_00, sgstPaise: 21_600_00, igstPaise: 0 }),
    ).rejects.toThrow(RangeError);
  });
});

describe('renderInvoice, on the renderer’s worker threads', () => {
  it('gives the file rendering on the server’s own thread gives', async () => {
    const [offThread, here] = await Promise.all([
      renderInvoice(interState),
      renderInvoicePdf(interState),
    ]);
    expect(Buffer.isBuffer(offThread)).toBe(true);
    expect(offThread.equals(here)).toBe(true);
  });

  it('passes on a refusal from the thread', async () => {
    await expect(renderInvoice({ ...intraState, totalPaise: 1 })).rejects.toThrow('do not add up');
  });
});
