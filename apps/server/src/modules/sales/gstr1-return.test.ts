import { readFileSync } from 'node:fs';
import { GST_RATE_PERCENT, gstBreakdown, SAC } from '@prakar/shared/gst';
import { GSTR1_SECTIONS } from '@prakar/shared/sales';
import { describe, expect, it } from 'vitest';
import { gstr1HsnTotals, gstr1JsonTotals } from '#test/gstr1-totals.ts';
import { shapeMismatches, shapeOf } from '#test/json-shape.ts';
import { apportion } from './apportion.ts';
import { gstr1Csv } from './gstr1-csv.ts';
import { gstr1Json } from './gstr1-json.ts';
import {
  buildGstr1,
  documentSeries,
  type SaleCreditNote,
  type SaleInvoice,
} from './gstr1-return.ts';

const SELLER_STATE = '27';
const GSTIN = '27AAKCP4821J1Z5';
const sample = JSON.parse(
  readFileSync(
    new URL('../../../test/gstr1-sample/offline-tool-V3.2.4-062025.json', import.meta.url),
    'utf8',
  ),
);

let sequence = 0;
function invoice(
  taxablePaise: number,
  placeOfSupply: string,
  options: { gstin?: string; at?: string; lines?: { sac: string; amountPaise: number }[] } = {},
): SaleInvoice {
  sequence += 1;
  const tax = gstBreakdown(taxablePaise, placeOfSupply, SELLER_STATE);
  return {
    number: `PTA/26-27/${String(sequence).padStart(5, '0')}`,
    issuedAt: new Date(options.at ?? '2026-11-10T10:00:00+05:30'),
    recipientGstin: options.gstin ?? null,
    recipientName: options.gstin ? 'Registered Buyer Pvt Ltd' : 'Asha Rao',
    placeOfSupply,
    ratePercent: GST_RATE_PERCENT,
    lines: options.lines ?? [{ sac: SAC.software, amountPaise: taxablePaise }],
    taxablePaise,
    cgstPaise: tax.cgstPaise,
    sgstPaise: tax.sgstPaise,
    igstPaise: tax.igstPaise,
    totalPaise: tax.totalPaise,
  };
}

let noteSequence = 0;
function creditNote(of: SaleInvoice, taxablePaise: number): SaleCreditNote {
  noteSequence += 1;
  const tax = gstBreakdown(taxablePaise, of.placeOfSupply, SELLER_STATE);
  return {
    number: `CN/26-27/${String(noteSequence).padStart(5, '0')}`,
    issuedAt: new Date('2026-11-20T12:00:00+05:30'),
    invoice: of,
    taxablePaise,
    cgstPaise: tax.cgstPaise,
    sgstPaise: tax.sgstPaise,
    igstPaise: tax.igstPaise,
    totalPaise: tax.totalPaise,
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const figures = (documents: readonly (SaleInvoice | SaleCreditNote)[]) => ({
  taxablePaise: sum(documents.map((d) => d.taxablePaise)),
  cgstPaise: sum(documents.map((d) => d.cgstPaise)),
  sgstPaise: sum(documents.map((d) => d.sgstPaise)),
  igstPaise: sum(documents.map((d) => d.igstPaise)),
});

const b2bIntra = invoice(12_345_67, '27', { gstin: '27AAPFU0939F1ZV' });
const b2bInter = invoice(50_000_00, '29', { gstin: '29AAGCB7383J1Z4' });
const b2clLarge = invoice(90_000_00, '33'); // ₹1,06,200 with IGST: above ₹1 lakh
const b2csAtLimit = invoice(84_745_76, '33'); // ₹99,999.99 with IGST: not above ₹1 lakh
const b2csIntraLarge = invoice(2_00_000_00, '27'); // large, but within the state
const mixed = invoice(3_333_33, '27', {
  lines: [
    { sac: SAC.software, amountPaise: 1_111_11 },
    { sac: SAC.advisory, amountPaise: 2_222_22 },
  ],
});
const invoices = [b2bIntra, b2bInter, b2clLarge, b2csAtLimit, b2csIntraLarge, mixed];
// An inter-state invoice of July 2024 for ₹2 lakh was B2C small under the ₹2.5 lakh limit then.
const july2024 = invoice(1_80_000_00, '29', { at: '2024-07-15T10:00:00+05:30' });
const notes = [
  creditNote(b2bInter, 10_000_00),
  creditNote(b2clLarge, 45_000_00),
  creditNote(b2csIntraLarge, 1_00_000_00),
  creditNote(july2024, 10_000_00),
  creditNote(mixed, 1_000_01),
];

const gstr1 = buildGstr1({
  gstin: GSTIN,
  sellerState: SELLER_STATE,
  month: '2026-11',
  invoices,
  creditNotes: notes,
});
const json = gstr1Json(gstr1, SELLER_STATE);

describe('buildGstr1', () => {
  it('puts each invoice in its section: B2B by GSTIN, B2C large only inter-state above ₹1 lakh', () => {
    expect(gstr1.b2b.map((group) => group.gstin)).toEqual(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4']);
    expect(gstr1.b2cl.map((document) => document.number)).toEqual([b2clLarge.number]);
    expect(gstr1.b2cs.map((row) => [row.supply, row.placeOfSupply])).toEqual([
      ['INTRA', '27'],
      ['INTER', '29'],
      ['INTER', '33'],
    ]);
  });

  it('reports credit notes as CDNR, CDNUR for B2C large, and nets the others out of B2C small', () => {
    expect(gstr1.cdnr.flatMap((group) => group.documents.map((d) => d.number))).toEqual([
      notes[0]?.number,
    ]);
    expect(gstr1.cdnur.map((document) => document.number)).toEqual([notes[1]?.number]);
    const karnataka = gstr1.b2cs.find((row) => row.placeOfSupply === '29');
    // Only the July 2024 invoice's note: a negative row, as the return allows.
    expect(karnataka?.amounts.taxablePaise).toBe(-10_000_00);
  });

  it('adds up, in the JSON, to the month’s invoices less its credit notes, to the paisa', () => {
    const invoiced = figures(invoices);
    const credited = figures(notes);
    const expected = {
      taxablePaise: invoiced.taxablePaise - credited.taxablePaise,
      cgstPaise: invoiced.cgstPaise - credited.cgstPaise,
      sgstPaise: invoiced.sgstPaise - credited.sgstPaise,
      igstPaise: invoiced.igstPaise - credited.igstPaise,
    };
    expect(gstr1JsonTotals(json)).toEqual(expected);
    expect(gstr1HsnTotals(json)).toEqual(expected);
  });

  it('splits the summary by SAC in proportion to the invoice’s lines', () => {
    const rows = gstr1.hsnB2c.map((row) => [row.sac, row.amounts.taxablePaise]);
    const mixedNote = 1_000_01;
    const [software = 0, advisory = 0] = apportion(mixedNote, [1_111_11, 2_222_22]);
    expect(rows).toContainEqual([SAC.advisory, 2_222_22 - advisory]);
    expect(software + advisory).toBe(mixedNote);
  });

  it('writes the offline tool’s shape: its keys, types, nesting, dates and decimals', () => {
    expect(shapeMismatches(shapeOf(sample), json)).toEqual([]);
    expect(json).toMatchObject({ gstin: GSTIN, fp: '112026', version: 'GST3.2.4' });
    expect(json.b2b?.[0]?.inv[0]).toMatchObject({ idt: '10-11-2026', val: 14_567.89 });
  });

  it('leaves out the sections a month has nothing for', () => {
    const empty = gstr1Json(
      buildGstr1({
        gstin: GSTIN,
        sellerState: SELLER_STATE,
        month: '2026-12',
        invoices: [],
        creditNotes: [],
      }),
      SELLER_STATE,
    );
    expect(Object.keys(empty)).toEqual(['gstin', 'fp', 'version', 'hash']);
  });

  it('writes each section as the offline tool’s CSV template', () => {
    const b2cs = gstr1Csv(gstr1, 'b2cs').split('\r\n');
    expect(b2cs[0]).toBe(
      'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
    );
    expect(b2cs).toContain('OE,29-Karnataka,,18,-10000.00,0.00,');
    const b2b = gstr1Csv(gstr1, 'b2b');
    expect(b2b).toContain(
      'PTA/26-27/00001,10-Nov-2026,14567.89,27-Maharashtra,N,,Regular B2B,,18,12345.67,0.00',
    );
    for (const section of GSTR1_SECTIONS) {
      expect(gstr1Csv(gstr1, section).endsWith('\r\n')).toBe(true);
    }
  });
});

describe('documentSeries', () => {
  it('gives each series its first and last number, with nothing cancelled', () => {
    expect(documentSeries(['PTA/26-27/00002', 'PTA/26-27/00001', 'PTA/25-26/00999'])).toEqual([
      { from: 'PTA/26-27/00001', to: 'PTA/26-27/00002', total: 2, cancelled: 0 },
      { from: 'PTA/25-26/00999', to: 'PTA/25-26/00999', total: 1, cancelled: 0 },
    ]);
  });

  it('reports numbers issued in another month as a break between two runs, not as cancelled', () => {
    expect(documentSeries(['PTA/26-27/00007', 'PTA/26-27/00003', 'PTA/26-27/00004'])).toEqual([
      { from: 'PTA/26-27/00003', to: 'PTA/26-27/00004', total: 2, cancelled: 0 },
      { from: 'PTA/26-27/00007', to: 'PTA/26-27/00007', total: 1, cancelled: 0 },
    ]);
  });
});

describe('apportion', () => {
  it('shares whole paise that add up exactly, the remainder to the largest fractions', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(-100, [1, 2])).toEqual([-33, -67]);
    expect(apportion(5, [0, 0])).toEqual([5, 0]);
  });
});
