import { stateName } from '@prakar/shared/indian-states';
import type { ExportedOrderRow } from './transactions-repository.ts';

/** A tax invoice or a credit note as an accountant claims input tax credit from it, in paise. */
export interface TaxDocument {
  kind: 'Tax invoice' | 'Credit note';
  number: string;
  issuedAt: Date;
  /** The invoice itself, or the one a credit note reduces. */
  invoiceNumber: string;
  buyerGstin: string | null;
  placeOfSupply: { stateCode: string; stateName: string };
  /** A credit note's figures are negative: the tax it reverses. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * The order's tax invoice, then its credit notes, with the figures each document was issued
 * with: the invoice's from its stored document (an invoice from before documents were kept, from
 * the order it was made from), the credit notes' from their own rows. Nothing is recomputed.
 */
export function taxDocumentsOf(row: ExportedOrderRow): TaxDocument[] {
  const issued = row.issuedInvoice;
  if (!issued) return [];
  const { document } = issued;
  const invoice = document
    ? {
        buyerGstin: document.buyer.gstin,
        placeOfSupply: document.placeOfSupply,
        taxablePaise: document.subtotalPaise,
        cgstPaise: document.cgstPaise,
        sgstPaise: document.sgstPaise,
        igstPaise: document.igstPaise,
        totalPaise: document.totalPaise,
      }
    : {
        buyerGstin: row.buyerGstin,
        placeOfSupply: {
          stateCode: row.buyerStateCode,
          stateName: stateName(row.buyerStateCode) ?? `State ${row.buyerStateCode}`,
        },
        taxablePaise: row.subtotalPaise,
        cgstPaise: row.cgstPaise,
        sgstPaise: row.sgstPaise,
        igstPaise: row.igstPaise,
        totalPaise: row.totalPaise,
      };
  const billed = {
    invoiceNumber: issued.number,
    buyerGstin: invoice.buyerGstin,
    placeOfSupply: invoice.placeOfSupply,
  };
  return [
    {
      kind: 'Tax invoice',
      number: issued.number,
      issuedAt: new Date(issued.issuedAt),
      invoiceNumber: issued.number,
      ...invoice,
    },
    ...row.creditNotes.map(
      (note): TaxDocument => ({
        kind: 'Credit note',
        number: note.number,
        issuedAt: new Date(note.issuedAt),
        ...billed,
        taxablePaise: -note.taxablePaise,
        cgstPaise: -note.cgstPaise,
        sgstPaise: -note.sgstPaise,
        igstPaise: -note.igstPaise,
        totalPaise: -note.totalPaise,
      }),
    ),
  ];
}
