/*
 * What a GSTR-1 upload file adds up to, read back from the file itself: the invoices' figures
 * (B2B, B2C large, B2C small, which already nets its credit notes) less the credit notes' (CDNR,
 * CDNUR). In paise, so a test can compare it with the documents to the paisa.
 */

interface Figures {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

type Json = Record<string, unknown>;

const paise = (rupees: unknown) => Math.round(((rupees as number | undefined) ?? 0) * 100);
const list = (value: unknown) => (value ?? []) as Json[];

function figuresOf(detail: Json): Figures {
  return {
    taxablePaise: paise(detail.txval),
    cgstPaise: paise(detail.camt),
    sgstPaise: paise(detail.samt),
    igstPaise: paise(detail.iamt),
  };
}

function add(total: Figures, figures: Figures, sign: number): void {
  total.taxablePaise += sign * figures.taxablePaise;
  total.cgstPaise += sign * figures.cgstPaise;
  total.sgstPaise += sign * figures.sgstPaise;
  total.igstPaise += sign * figures.igstPaise;
}

const itemDetails = (documents: Json[]) =>
  documents.flatMap((document) => list(document.itms).map((item) => item.itm_det as Json));

export function gstr1JsonTotals(json: Json): Figures {
  const total = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  const invoices = [
    ...itemDetails(list(json.b2b).flatMap((group) => list(group.inv))),
    ...itemDetails(list(json.b2cl).flatMap((group) => list(group.inv))),
  ];
  for (const detail of invoices) add(total, figuresOf(detail), 1);
  for (const row of list(json.b2cs)) add(total, figuresOf(row), 1);
  const notes = [
    ...itemDetails(list(json.cdnr).flatMap((group) => list(group.nt))),
    ...itemDetails(list(json.cdnur)),
  ];
  for (const detail of notes) add(total, figuresOf(detail), -1);
  return total;
}

/** The HSN/SAC summary's own totals, both halves. */
export function gstr1HsnTotals(json: Json): Figures {
  const total = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  const hsn = (json.hsn ?? {}) as Json;
  for (const row of [...list(hsn.hsn_b2b), ...list(hsn.hsn_b2c)]) add(total, figuresOf(row), 1);
  return total;
}
