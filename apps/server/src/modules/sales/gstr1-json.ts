import { formatInIndia } from '@prakar/shared/ist-calendar';
import type {
  DocumentSeries,
  Gstr1Return,
  HsnRow,
  ReturnDocument,
  TaxAmounts,
} from './gstr1-return.ts';
import { SERVICE_UQC, sacDescription } from './sac-descriptions.ts';

/*
 * The return as the upload file of GSTN's Returns Offline Tool (schema GST3.2.4): its key names,
 * its order of keys, dates as dd-mm-yyyy, amounts in rupees as JSON numbers with at most two
 * decimals. Sections the month has nothing for are left out, as the tool leaves them out.
 */

const OFFLINE_TOOL_VERSION = 'GST3.2.4';

/** Paise as rupees: an integer divided by 100 prints with at most two decimals, exactly. */
const rupees = (paise: number) => paise / 100;

/** "05-11-2026", the day in IST. */
const gstDate = (at: Date) => formatInIndia(at, 'dd-MM-yyyy');

/** The return period, "112026". */
export const returnPeriod = (month: string) => `${month.slice(5, 7)}${month.slice(0, 4)}`;

/** The tax heads of the supply: IGST across states, CGST and SGST within one. */
function taxes(amounts: TaxAmounts, interState: boolean) {
  return interState
    ? { iamt: rupees(amounts.igstPaise) }
    : { camt: rupees(amounts.cgstPaise), samt: rupees(amounts.sgstPaise) };
}

function items(document: ReturnDocument, sellerState: string) {
  const interState = document.placeOfSupply !== sellerState;
  return [
    {
      // The tool numbers an item by its rate: 1801 is the first item at 18%.
      num: document.ratePercent * 100 + 1,
      itm_det: {
        txval: rupees(document.amounts.taxablePaise),
        rt: document.ratePercent,
        ...taxes(document.amounts, interState),
        csamt: 0,
      },
    },
  ];
}

const invoiceEntry = (document: ReturnDocument, sellerState: string) => ({
  inum: document.number,
  idt: gstDate(document.issuedAt),
  val: rupees(document.valuePaise),
  pos: document.placeOfSupply,
  rchrg: 'N',
  inv_typ: 'R',
  itms: items(document, sellerState),
});

const noteEntry = (document: ReturnDocument) => ({
  nt_num: document.number,
  nt_dt: gstDate(document.issuedAt),
  ntty: 'C',
  val: rupees(document.valuePaise),
});

function hsnEntries(rows: readonly HsnRow[]) {
  return rows.map((row, index) => {
    const description = sacDescription(row.sac);
    return {
      num: index + 1,
      hsn_sc: row.sac,
      user_desc: description.ours,
      desc: description.official,
      uqc: SERVICE_UQC,
      qty: 0,
      rt: row.ratePercent,
      txval: rupees(row.amounts.taxablePaise),
      iamt: rupees(row.amounts.igstPaise),
      samt: rupees(row.amounts.sgstPaise),
      camt: rupees(row.amounts.cgstPaise),
      csamt: 0,
    };
  });
}

const seriesEntries = (series: readonly DocumentSeries[]) =>
  series.map((run, index) => ({
    num: index + 1,
    from: run.from,
    to: run.to,
    totnum: run.total,
    cancel: run.cancelled,
    net_issue: run.total - run.cancelled,
  }));

/** Only the sections with entries, in the tool's order. */
function present<T extends Record<string, unknown>>(sections: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(sections).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : value !== undefined,
    ),
  ) as Partial<T>;
}

export function gstr1Json(gstr1: Gstr1Return, sellerState: string) {
  const b2clByState = new Map<string, ReturnDocument[]>();
  for (const document of gstr1.b2cl) {
    b2clByState.set(document.placeOfSupply, [
      ...(b2clByState.get(document.placeOfSupply) ?? []),
      document,
    ]);
  }
  // Since May 2025 the summary is split: supplies to registered and to unregistered recipients.
  const hsn = { hsn_b2b: hsnEntries(gstr1.hsnB2b), hsn_b2c: hsnEntries(gstr1.hsnB2c) };
  const docDet = [
    { doc_num: 1, doc_typ: 'Invoices for outward supply', docs: gstr1.documents.invoices },
    { doc_num: 5, doc_typ: 'Credit Note', docs: gstr1.documents.creditNotes },
  ]
    .filter((kind) => kind.docs.length > 0)
    .map((kind) => ({ ...kind, docs: seriesEntries(kind.docs) }));

  return {
    gstin: gstr1.gstin,
    fp: returnPeriod(gstr1.month),
    version: OFFLINE_TOOL_VERSION,
    hash: 'hash',
    ...present({
      b2b: gstr1.b2b.map((group) => ({
        ctin: group.gstin,
        inv: group.documents.map((document) => invoiceEntry(document, sellerState)),
      })),
      b2cl: [...b2clByState].map(([pos, documents]) => ({
        pos,
        inv: documents.map((document) => ({
          inum: document.number,
          idt: gstDate(document.issuedAt),
          val: rupees(document.valuePaise),
          itms: items(document, sellerState),
        })),
      })),
      b2cs: gstr1.b2cs.map((row) => ({
        sply_ty: row.supply,
        rt: row.ratePercent,
        typ: 'OE',
        pos: row.placeOfSupply,
        txval: rupees(row.amounts.taxablePaise),
        ...taxes(row.amounts, row.supply === 'INTER'),
        csamt: 0,
      })),
      cdnr: gstr1.cdnr.map((group) => ({
        ctin: group.gstin,
        nt: group.documents.map((document) => ({
          ...noteEntry(document),
          pos: document.placeOfSupply,
          rchrg: 'N',
          inv_typ: 'R',
          itms: items(document, sellerState),
        })),
      })),
      cdnur: gstr1.cdnur.map((document) => ({
        ...noteEntry(document),
        typ: 'B2CL',
        pos: document.placeOfSupply,
        itms: items(document, sellerState),
      })),
      doc_issue: docDet.length > 0 ? { doc_det: docDet } : undefined,
      hsn: hsn.hsn_b2b.length + hsn.hsn_b2c.length > 0 ? hsn : undefined,
    }),
  };
}
