import { apportion } from './apportion.ts';
import { b2clThresholdPaise } from './b2cl-threshold.ts';

/*
 * GSTR-1 of the firm's own sales for one month, built from what was issued: the month's tax
 * invoices and its credit notes. Everything stays in paise here; the JSON and CSV writers only
 * change the unit, so their totals reconcile with the documents to the paisa.
 */

/** Tax heads of one figure: CGST + SGST within the firm's state, IGST across states. */
export interface TaxAmounts {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface SaleLine {
  /** Services Accounting Code, '997331'. */
  sac: string;
  /** The line's taxable value. */
  amountPaise: number;
}

/** A tax invoice as issued (its `document`), reduced to what the return reads. */
export interface SaleInvoice extends TaxAmounts {
  number: string;
  issuedAt: Date;
  recipientGstin: string | null;
  recipientName: string;
  /** GST state code of the place of supply. */
  placeOfSupply: string;
  ratePercent: number;
  lines: SaleLine[];
  totalPaise: number;
}

export interface SaleCreditNote extends TaxAmounts {
  number: string;
  issuedAt: Date;
  totalPaise: number;
  /** The invoice it reduces, possibly of an earlier month. */
  invoice: SaleInvoice;
}

export interface Gstr1Input {
  gstin: string;
  /** The firm's state code. */
  sellerState: string;
  /** `YYYY-MM`. */
  month: string;
  invoices: readonly SaleInvoice[];
  creditNotes: readonly SaleCreditNote[];
}

/** An invoice or credit note as a section of the return lists it. */
export interface ReturnDocument {
  number: string;
  issuedAt: Date;
  placeOfSupply: string;
  ratePercent: number;
  valuePaise: number;
  amounts: TaxAmounts;
}

export interface B2cSmallRow {
  supply: 'INTRA' | 'INTER';
  placeOfSupply: string;
  ratePercent: number;
  amounts: TaxAmounts;
}

export interface HsnRow {
  sac: string;
  ratePercent: number;
  amounts: TaxAmounts;
}

/** A run of numbers of one series in the month: from, to, how many, how many cancelled. */
export interface DocumentSeries {
  from: string;
  to: string;
  total: number;
  cancelled: number;
}

export interface RecipientDocuments {
  gstin: string;
  name: string;
  documents: ReturnDocument[];
}

export interface Gstr1Return {
  gstin: string;
  month: string;
  b2b: RecipientDocuments[];
  b2cl: ReturnDocument[];
  b2cs: B2cSmallRow[];
  cdnr: RecipientDocuments[];
  /** Credit notes on B2C large invoices; those on B2C small ones reduce `b2cs` instead. */
  cdnur: ReturnDocument[];
  hsnB2b: HsnRow[];
  hsnB2c: HsnRow[];
  documents: { invoices: DocumentSeries[]; creditNotes: DocumentSeries[] };
}

const ZERO: TaxAmounts = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };

const amountsOf = ({ taxablePaise, cgstPaise, sgstPaise, igstPaise }: TaxAmounts) => ({
  taxablePaise,
  cgstPaise,
  sgstPaise,
  igstPaise,
});

function addAmounts(a: TaxAmounts, b: TaxAmounts, sign: 1 | -1 = 1): TaxAmounts {
  return {
    taxablePaise: a.taxablePaise + sign * b.taxablePaise,
    cgstPaise: a.cgstPaise + sign * b.cgstPaise,
    sgstPaise: a.sgstPaise + sign * b.sgstPaise,
    igstPaise: a.igstPaise + sign * b.igstPaise,
  };
}

type Kind = 'b2b' | 'b2cl' | 'b2cs';

/** Where an invoice goes in the return (and so where its credit notes go). */
function kindOf(invoice: SaleInvoice, sellerState: string): Kind {
  if (invoice.recipientGstin) return 'b2b';
  const interState = invoice.placeOfSupply !== sellerState;
  return interState && invoice.totalPaise > b2clThresholdPaise(invoice.issuedAt) ? 'b2cl' : 'b2cs';
}

function returnDocument(
  document: { number: string; issuedAt: Date; totalPaise: number } & TaxAmounts,
  invoice: SaleInvoice,
): ReturnDocument {
  return {
    number: document.number,
    issuedAt: document.issuedAt,
    placeOfSupply: invoice.placeOfSupply,
    ratePercent: invoice.ratePercent,
    valuePaise: document.totalPaise,
    amounts: amountsOf(document),
  };
}

/** Groups values under a key, keeping the order keys were first met. */
class Groups<V> {
  readonly map = new Map<string, V>();
  constructor(private readonly start: () => V) {}
  at(key: string): V {
    let value = this.map.get(key);
    if (value === undefined) {
      value = this.start();
      this.map.set(key, value);
    }
    return value;
  }
}

function byRecipient(
  entries: { invoice: SaleInvoice; document: ReturnDocument }[],
): RecipientDocuments[] {
  const groups = new Groups<RecipientDocuments>(() => ({ gstin: '', name: '', documents: [] }));
  for (const { invoice, document } of entries) {
    const gstin = invoice.recipientGstin ?? '';
    const group = groups.at(gstin);
    group.gstin = gstin;
    group.name = invoice.recipientName;
    group.documents.push(document);
  }
  return [...groups.map.values()].sort((a, b) => a.gstin.localeCompare(b.gstin));
}

/** A figure spread over an invoice's lines by their taxable values, so the parts add up exactly. */
function perSac(invoice: SaleInvoice, amounts: TaxAmounts): { sac: string; amounts: TaxAmounts }[] {
  const weights = invoice.lines.map((line) => line.amountPaise);
  const split = (total: number) => apportion(total, weights);
  const taxable = split(amounts.taxablePaise);
  const cgst = split(amounts.cgstPaise);
  const sgst = split(amounts.sgstPaise);
  const igst = split(amounts.igstPaise);
  return invoice.lines.map((line, index) => ({
    sac: line.sac,
    amounts: {
      taxablePaise: taxable[index] ?? 0,
      cgstPaise: cgst[index] ?? 0,
      sgstPaise: sgst[index] ?? 0,
      igstPaise: igst[index] ?? 0,
    },
  }));
}

const serial = (number: string) => {
  const match = /^(.*?)(\d+)$/.exec(number);
  return match ? { series: match[1] ?? '', sequence: Number(match[2]) } : undefined;
};

/**
 * Table 13: each run of consecutive numbers of a series issued in the month, first and last,
 * how many, and how many of them were cancelled. The product never cancels an invoice or a
 * credit note (a credit note is a document of its own series), so none are; a number missing
 * from the month was issued in another one and ends a run rather than counting as cancelled.
 */
export function documentSeries(numbers: readonly string[]): DocumentSeries[] {
  const series = new Groups<{ sequence: number; number: string }[]>(() => []);
  for (const number of numbers) {
    const parts = serial(number);
    series.at(parts?.series ?? number).push({ sequence: parts?.sequence ?? 1, number });
  }
  return [...series.map.values()].flatMap((issued) => {
    const runs: { first: (typeof issued)[number]; last: (typeof issued)[number] }[] = [];
    for (const document of issued.toSorted((a, b) => a.sequence - b.sequence)) {
      const run = runs.at(-1);
      if (run && document.sequence === run.last.sequence + 1) run.last = document;
      else runs.push({ first: document, last: document });
    }
    return runs.map(({ first, last }) => ({
      from: first.number,
      to: last.number,
      total: last.sequence - first.sequence + 1,
      cancelled: 0,
    }));
  });
}

function hsnRows(entries: { invoice: SaleInvoice; amounts: TaxAmounts; sign: 1 | -1 }[]): HsnRow[] {
  const rows = new Groups<HsnRow>(() => ({ sac: '', ratePercent: 0, amounts: ZERO }));
  for (const { invoice, amounts, sign } of entries) {
    for (const part of perSac(invoice, amounts)) {
      const row = rows.at(`${part.sac}|${invoice.ratePercent}`);
      row.sac = part.sac;
      row.ratePercent = invoice.ratePercent;
      row.amounts = addAmounts(row.amounts, part.amounts, sign);
    }
  }
  return [...rows.map.values()].sort(
    (a, b) => a.sac.localeCompare(b.sac) || a.ratePercent - b.ratePercent,
  );
}

/**
 * The month's return. Credit notes are reported in the month they are issued, in the section of
 * the invoice they reduce: CDNR for a registered recipient, CDNUR for a B2C large invoice, and as a
 * negative figure in B2C small otherwise (the return has no note section for those).
 */
export function buildGstr1(input: Gstr1Input): Gstr1Return {
  const { sellerState } = input;
  const b2b: { invoice: SaleInvoice; document: ReturnDocument }[] = [];
  const cdnr: { invoice: SaleInvoice; document: ReturnDocument }[] = [];
  const b2cl: ReturnDocument[] = [];
  const cdnur: ReturnDocument[] = [];
  const b2cs = new Groups<B2cSmallRow>(() => ({
    supply: 'INTRA',
    placeOfSupply: '',
    ratePercent: 0,
    amounts: ZERO,
  }));
  const hsnB2b: { invoice: SaleInvoice; amounts: TaxAmounts; sign: 1 | -1 }[] = [];
  const hsnB2c: typeof hsnB2b = [];

  const addSmall = (invoice: SaleInvoice, amounts: TaxAmounts, sign: 1 | -1) => {
    const row = b2cs.at(`${invoice.placeOfSupply}|${invoice.ratePercent}`);
    row.supply = invoice.placeOfSupply === sellerState ? 'INTRA' : 'INTER';
    row.placeOfSupply = invoice.placeOfSupply;
    row.ratePercent = invoice.ratePercent;
    row.amounts = addAmounts(row.amounts, amounts, sign);
  };

  for (const invoice of input.invoices) {
    const kind = kindOf(invoice, sellerState);
    const document = returnDocument(invoice, invoice);
    if (kind === 'b2b') b2b.push({ invoice, document });
    else if (kind === 'b2cl') b2cl.push(document);
    else addSmall(invoice, amountsOf(invoice), 1);
    (kind === 'b2b' ? hsnB2b : hsnB2c).push({ invoice, amounts: amountsOf(invoice), sign: 1 });
  }

  for (const note of input.creditNotes) {
    const { invoice } = note;
    const kind = kindOf(invoice, sellerState);
    const document = returnDocument(note, invoice);
    if (kind === 'b2b') cdnr.push({ invoice, document });
    else if (kind === 'b2cl') cdnur.push(document);
    else addSmall(invoice, amountsOf(note), -1);
    (kind === 'b2b' ? hsnB2b : hsnB2c).push({ invoice, amounts: amountsOf(note), sign: -1 });
  }

  const byNumber = (a: ReturnDocument, b: ReturnDocument) => a.number.localeCompare(b.number);
  return {
    gstin: input.gstin,
    month: input.month,
    b2b: byRecipient(b2b),
    b2cl: b2cl.sort(byNumber),
    b2cs: [...b2cs.map.values()].sort(
      (a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.ratePercent - b.ratePercent,
    ),
    cdnr: byRecipient(cdnr),
    cdnur: cdnur.sort(byNumber),
    hsnB2b: hsnRows(hsnB2b),
    hsnB2c: hsnRows(hsnB2c),
    documents: {
      invoices: documentSeries(input.invoices.map((invoice) => invoice.number)),
      creditNotes: documentSeries(input.creditNotes.map((note) => note.number)),
    },
  };
}
