import { site } from '@prakar/shared/site';

/** The data a tax invoice shows. Amounts are in paise. */

export interface InvoiceParty {
  /** Legal name. */
  name: string;
  gstin: string | null;
  pan: string | null;
  /** Address lines, already split, without the state. */
  address: string[];
  /** GST state code, such as '27', and its name, such as 'Maharashtra'. */
  stateCode: string;
  stateName: string;
  email: string | null;
}

/** The firm as the invoices it issues today name it; each document keeps the copy it was issued with. */
export const firmAsSeller: InvoiceParty = {
  name: site.legalName,
  gstin: site.gstin,
  pan: site.pan,
  address: [site.address.line1, site.address.line2, `${site.address.city} ${site.address.pinCode}`],
  stateCode: site.address.stateCode,
  stateName: site.address.state,
  email: site.supportEmail,
};

export interface InvoiceLine {
  description: string;
  /** Services Accounting Code, such as '997331'. */
  sac: string;
  quantity: number;
  unitPricePaise: number;
  /** quantity × unit price: the taxable value of the line. */
  amountPaise: number;
}

/** What a tax invoice and a credit note against one both show. */
export interface BillingDocument {
  /** 'PTA/2026-27/00001' for an invoice, 'CN/26-27/00001' for a credit note. */
  number: string;
  /** Printed as the date in IST. */
  issuedAt: Date;
  /** 'ORD-000042' */
  orderNumber: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  placeOfSupply: { stateCode: string; stateName: string };
  lines: InvoiceLine[];
  subtotalPaise: number;
  /** Intra-state supply: CGST and SGST are set, IGST is 0. Inter-state: only IGST. */
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface InvoiceDocument extends BillingDocument {
  /** The gateway payment id, 'pay_…'. */
  paymentReference: string;
  /** 'Card', 'UPI', 'Wallet' */
  paymentMethod: string;
}

/** What the line and tax tables print, and their checks read: an invoice, or a credit note against one. */
export type TaxedDocument = Pick<
  BillingDocument,
  | 'number'
  | 'seller'
  | 'placeOfSupply'
  | 'lines'
  | 'subtotalPaise'
  | 'cgstPaise'
  | 'sgstPaise'
  | 'igstPaise'
  | 'totalPaise'
>;

/** The document as the invoice row keeps it (JSON has no dates: `issuedAt` is an ISO string). */
export type StoredInvoiceDocument = Omit<InvoiceDocument, 'issuedAt'> & { issuedAt: string };

export function storedDocument(document: InvoiceDocument): StoredInvoiceDocument {
  return { ...document, issuedAt: document.issuedAt.toISOString() };
}

export function documentOf(stored: StoredInvoiceDocument): InvoiceDocument {
  return { ...stored, issuedAt: new Date(stored.issuedAt) };
}
