import { stateName } from '@prakar/shared/indian-states';
import { formatInIndia } from '@prakar/shared/ist-calendar';
import type { Gstr1Section } from '@prakar/shared/sales';
import { csvCell } from '#src/csv/csv.ts';
import type { Gstr1Return, HsnRow, RecipientDocuments, ReturnDocument } from './gstr1-return.ts';
import { SERVICE_UQC, sacDescription } from './sac-descriptions.ts';

/*
 * Each section of the return as the CSV template of GSTN's offline tool: its header row word for
 * word, dates as 05-Nov-2026, places of supply as "27-Maharashtra", amounts in rupees with two
 * decimals. No byte-order mark: the tool compares the first header cell as it is.
 */

/** A number stays a number (a negative B2C small figure must not be read as a formula). */
type Cell = string | { paise: number } | number;

function cell(value: Cell): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return csvCell(value);
  return (value.paise / 100).toFixed(2);
}

const line = (cells: readonly Cell[]) => `${cells.map(cell).join(',')}\r\n`;

const money = (paise: number) => ({ paise });

/** "05-Nov-2026", the day in IST. */
const csvDate = (at: Date) => formatInIndia(at, 'dd-MMM-yyyy');

const place = (code: string) => `${code}-${stateName(code) ?? `State ${code}`}`;

const B2B_HEADER = [
  'GSTIN/UIN of Recipient',
  'Receiver Name',
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Place Of Supply',
  'Reverse Charge',
  'Applicable % of Tax Rate',
  'Invoice Type',
  'E-Commerce GSTIN',
  'Rate',
  'Taxable Value',
  'Cess Amount',
];
const B2CL_HEADER = [
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Place Of Supply',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
];
const B2CS_HEADER = [
  'Type',
  'Place Of Supply',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
];
const CDNR_HEADER = [
  'GSTIN/UIN of Recipient',
  'Receiver Name',
  'Note Number',
  'Note Date',
  'Note Type',
  'Place Of Supply',
  'Reverse Charge',
  'Note Supply Type',
  'Note Value',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
];
const CDNUR_HEADER = [
  'UR Type',
  'Note Number',
  'Note Date',
  'Note Type',
  'Place Of Supply',
  'Note Value',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
];
const HSN_HEADER = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
];
const DOCS_HEADER = [
  'Nature of Document',
  'Sr. No. From',
  'Sr. No. To',
  'Total Number',
  'Cancelled',
];

const perRecipient = (
  groups: readonly RecipientDocuments[],
  row: (group: RecipientDocuments, document: ReturnDocument) => Cell[],
) => groups.flatMap((group) => group.documents.map((document) => row(group, document)));

function hsnLines(rows: readonly HsnRow[]): Cell[][] {
  return rows.map((row) => {
    const { taxablePaise, igstPaise, cgstPaise, sgstPaise } = row.amounts;
    return [
      row.sac,
      sacDescription(row.sac).official,
      SERVICE_UQC,
      0,
      money(taxablePaise + igstPaise + cgstPaise + sgstPaise),
      row.ratePercent,
      money(taxablePaise),
      money(igstPaise),
      money(cgstPaise),
      money(sgstPaise),
      money(0),
    ];
  });
}

function sectionRows(gstr1: Gstr1Return, section: Gstr1Section): [string[], Cell[][]] {
  switch (section) {
    case 'b2b':
      return [
        B2B_HEADER,
        perRecipient(gstr1.b2b, (group, invoice) => [
          group.gstin,
          group.name,
          invoice.number,
          csvDate(invoice.issuedAt),
          money(invoice.valuePaise),
          place(invoice.placeOfSupply),
          'N',
          '',
          'Regular B2B',
          '',
          invoice.ratePercent,
          money(invoice.amounts.taxablePaise),
          money(0),
        ]),
      ];
    case 'b2cl':
      return [
        B2CL_HEADER,
        gstr1.b2cl.map((invoice) => [
          invoice.number,
          csvDate(invoice.issuedAt),
          money(invoice.valuePaise),
          place(invoice.placeOfSupply),
          '',
          invoice.ratePercent,
          money(invoice.amounts.taxablePaise),
          money(0),
          '',
        ]),
      ];
    case 'b2cs':
      return [
        B2CS_HEADER,
        gstr1.b2cs.map((row) => [
          'OE',
          place(row.placeOfSupply),
          '',
          row.ratePercent,
          money(row.amounts.taxablePaise),
          money(0),
          '',
        ]),
      ];
    case 'cdnr':
      return [
        CDNR_HEADER,
        perRecipient(gstr1.cdnr, (group, note) => [
          group.gstin,
          group.name,
          note.number,
          csvDate(note.issuedAt),
          'C',
          place(note.placeOfSupply),
          'N',
          'Regular B2B',
          money(note.valuePaise),
          '',
          note.ratePercent,
          money(note.amounts.taxablePaise),
          money(0),
        ]),
      ];
    case 'cdnur':
      return [
        CDNUR_HEADER,
        gstr1.cdnur.map((note) => [
          'B2CL',
          note.number,
          csvDate(note.issuedAt),
          'C',
          place(note.placeOfSupply),
          money(note.valuePaise),
          '',
          note.ratePercent,
          money(note.amounts.taxablePaise),
          money(0),
        ]),
      ];
    case 'hsn-b2b':
      return [HSN_HEADER, hsnLines(gstr1.hsnB2b)];
    case 'hsn-b2c':
      return [HSN_HEADER, hsnLines(gstr1.hsnB2c)];
    case 'docs':
      return [
        DOCS_HEADER,
        [
          ...gstr1.documents.invoices.map((run) => ['Invoices for outward supply', run] as const),
          ...gstr1.documents.creditNotes.map((run) => ['Credit Note', run] as const),
        ].map(([nature, run]) => [nature, run.from, run.to, run.total, run.cancelled]),
      ];
  }
}

/** One section of the return as a CSV file, header first, lines ending in CRLF. */
export function gstr1Csv(gstr1: Gstr1Return, section: Gstr1Section): string {
  const [header, rows] = sectionRows(gstr1, section);
  return [header, ...rows].map(line).join('');
}
