import { stateName } from '@prakar/shared/indian-states';
import { formatInIndia } from '@prakar/shared/ist-calendar';
import type { Gstr1Section } from '@prakar/shared/sales';
import { csvCell } from '#src/csv/csv.ts';
import type {
  B2cSmallRow,
  DocumentSeries,
  Gstr1Return,
  HsnRow,
  RecipientDocuments,
  ReturnDocument,
} from './gstr1-return.ts';
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

/** A column of a section: its header, word for word as the template has it, and its cell. */
type Column<Row> = readonly [header: string, cell: (row: Row) => Cell];

/** What a taxed row of any section has: its rate and the value taxed. */
type Taxed = Pick<ReturnDocument, 'ratePercent' | 'amounts'>;

/** A document of a registered recipient, with who they are. */
type RecipientDocument = ReturnDocument & Pick<RecipientDocuments, 'gstin' | 'name'>;

const recipient: Column<RecipientDocument>[] = [
  ['GSTIN/UIN of Recipient', (row) => row.gstin],
  ['Receiver Name', (row) => row.name],
];
const placeOfSupply: Column<Pick<ReturnDocument, 'placeOfSupply'>> = [
  'Place Of Supply',
  (row) => place(row.placeOfSupply),
];
const reverseCharge: Column<unknown> = ['Reverse Charge', () => 'N'];
const differentialRate: Column<unknown> = ['Applicable % of Tax Rate', () => ''];
const eCommerce: Column<unknown> = ['E-Commerce GSTIN', () => ''];
const rate: Column<Taxed> = ['Rate', (row) => row.ratePercent];
const taxableValue: Column<Taxed> = ['Taxable Value', (row) => money(row.amounts.taxablePaise)];
const cess: Column<unknown> = ['Cess Amount', () => money(0)];
/** The rate, the value taxed and the cess, side by side in every section but the HSN summary. */
const taxed: Column<Taxed>[] = [rate, taxableValue, cess];

const invoice: Column<ReturnDocument>[] = [
  ['Invoice Number', (row) => row.number],
  ['Invoice date', (row) => csvDate(row.issuedAt)],
  ['Invoice Value', (row) => money(row.valuePaise)],
];
const note: Column<ReturnDocument>[] = [
  ['Note Number', (row) => row.number],
  ['Note Date', (row) => csvDate(row.issuedAt)],
  ['Note Type', () => 'C'],
];
const noteValue: Column<ReturnDocument> = ['Note Value', (row) => money(row.valuePaise)];

const B2B: Column<RecipientDocument>[] = [
  ...recipient,
  ...invoice,
  placeOfSupply,
  reverseCharge,
  differentialRate,
  ['Invoice Type', () => 'Regular B2B'],
  eCommerce,
  ...taxed,
];
const B2CL: Column<ReturnDocument>[] = [
  ...invoice,
  placeOfSupply,
  differentialRate,
  ...taxed,
  eCommerce,
];
const B2CS: Column<B2cSmallRow>[] = [
  ['Type', () => 'OE'],
  placeOfSupply,
  differentialRate,
  ...taxed,
  eCommerce,
];
const CDNR: Column<RecipientDocument>[] = [
  ...recipient,
  ...note,
  placeOfSupply,
  reverseCharge,
  ['Note Supply Type', () => 'Regular B2B'],
  noteValue,
  differentialRate,
  ...taxed,
];
const CDNUR: Column<ReturnDocument>[] = [
  ['UR Type', () => 'B2CL'],
  ...note,
  placeOfSupply,
  noteValue,
  differentialRate,
  ...taxed,
];
const HSN: Column<HsnRow>[] = [
  ['HSN', (row) => row.sac],
  ['Description', (row) => sacDescription(row.sac).official],
  ['UQC', () => SERVICE_UQC],
  ['Total Quantity', () => 0],
  [
    'Total Value',
    ({ amounts }) =>
      money(amounts.taxablePaise + amounts.igstPaise + amounts.cgstPaise + amounts.sgstPaise),
  ],
  rate,
  taxableValue,
  ['Integrated Tax Amount', (row) => money(row.amounts.igstPaise)],
  ['Central Tax Amount', (row) => money(row.amounts.cgstPaise)],
  ['State/UT Tax Amount', (row) => money(row.amounts.sgstPaise)],
  cess,
];
const DOCS: Column<DocumentSeries & { nature: string }>[] = [
  ['Nature of Document', (row) => row.nature],
  ['Sr. No. From', (row) => row.from],
  ['Sr. No. To', (row) => row.to],
  ['Total Number', (row) => row.total],
  ['Cancelled', (row) => row.cancelled],
];

/** The section's header, then a line for each row, lines ending in CRLF. */
function sheet<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map(([header]) => header),
    ...rows.map((row) => columns.map(([, cellOf]) => cellOf(row))),
  ];
  return lines.map(line).join('');
}

const perRecipient = (groups: readonly RecipientDocuments[]): RecipientDocument[] =>
  groups.flatMap(({ gstin, name, documents }) =>
    documents.map((document) => ({ ...document, gstin, name })),
  );

/** One section of the return as a CSV file. */
export function gstr1Csv(gstr1: Gstr1Return, section: Gstr1Section): string {
  switch (section) {
    case 'b2b':
      return sheet(B2B, perRecipient(gstr1.b2b));
    case 'b2cl':
      return sheet(B2CL, gstr1.b2cl);
    case 'b2cs':
      return sheet(B2CS, gstr1.b2cs);
    case 'cdnr':
      return sheet(CDNR, perRecipient(gstr1.cdnr));
    case 'cdnur':
      return sheet(CDNUR, gstr1.cdnur);
    case 'hsn-b2b':
      return sheet(HSN, gstr1.hsnB2b);
    case 'hsn-b2c':
      return sheet(HSN, gstr1.hsnB2c);
    case 'docs':
      return sheet(DOCS, [
        ...gstr1.documents.invoices.map((run) => ({
          ...run,
          nature: 'Invoices for outward supply',
        })),
        ...gstr1.documents.creditNotes.map((run) => ({ ...run, nature: 'Credit Note' })),
      ]);
  }
}
