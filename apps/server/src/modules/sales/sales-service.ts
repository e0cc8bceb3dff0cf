import { SELLER_STATE_CODE } from '@prakar/shared/gst';
import { istMonth, istMonthsRange, shiftMonth } from '@prakar/shared/ist-calendar';
import {
  type Gstr1Section,
  periodMonths,
  type SalesDashboard,
  type SalesQuery,
  type SalesTrend,
  TREND_MONTHS,
} from '@prakar/shared/sales';
import { site } from '@prakar/shared/site';
import type { Database } from '#src/db/client.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { createGstReturnsRepository } from './gst-returns-repository.ts';
import { gstr1Csv } from './gstr1-csv.ts';
import { gstr1Json, returnPeriod } from './gstr1-json.ts';
import { buildGstr1 } from './gstr1-return.ts';
import { addIssued, issuedByMonth, lessRefunds, NONE_ISSUED } from './issued-by-month.ts';
import { createSalesRepository } from './sales-repository.ts';

export interface Gstr1File {
  filename: string;
  content: string;
}

/** The back office's sales figures and the GSTR-1 data of the firm's own sales. */
export function createSalesService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  /** The firm's GSTIN and state are the ones its invoices are issued under. */
  async function gstr1Of(month: string) {
    const { from, to } = istMonthsRange(month);
    const issued = await createGstReturnsRepository(db).issuedBetween(from, to);
    return buildGstr1({ gstin: site.gstin, sellerState: SELLER_STATE_CODE, month, ...issued });
  }

  /** A download is recorded in the audit trail: the return's data leaves the portal with it. */
  const recordDownload = (current: CurrentUser, origin: RequestOrigin, after: object) =>
    recordAudit(db, now(), origin, {
      action: 'gstr1_downloaded',
      actorUserId: current.account.id,
      targetType: 'gstr1',
      after,
    });

  const filename = (month: string, part: string, extension: string) =>
    `GSTR1-${site.gstin}-${returnPeriod(month)}${part}.${extension}`;

  return {
    async dashboard(query: SalesQuery): Promise<SalesDashboard> {
      const months = periodMonths(query.period, query.month);
      const { from, to } = istMonthsRange(months.first, months.last);
      const issued = await issuedByMonth(db, from, to);
      const gross = issued.map((month) => month.invoices).reduce(addIssued, NONE_ISSUED);
      const refunds = issued.map((month) => month.creditNotes).reduce(addIssued, NONE_ISSUED);
      const figures = await createSalesRepository(db).between(from, to);
      return {
        period: {
          period: query.period,
          label: months.label,
          firstMonth: months.first,
          lastMonth: months.last,
        },
        gross,
        refunds,
        net: lessRefunds(gross, refunds),
        ...figures,
      };
    },

    /** The last twelve IST months, ending with this one; a month with nothing issued is zero. */
    async trend(): Promise<SalesTrend> {
      const last = istMonth(now());
      const first = shiftMonth(last, 1 - TREND_MONTHS);
      const { from, to } = istMonthsRange(first, last);
      const issued = new Map((await issuedByMonth(db, from, to)).map((row) => [row.month, row]));
      const months = Array.from({ length: TREND_MONTHS }, (_, index) => {
        const month = shiftMonth(first, index);
        const { invoices, creditNotes } = issued.get(month) ?? {
          invoices: NONE_ISSUED,
          creditNotes: NONE_ISSUED,
        };
        return {
          month,
          invoices: invoices.documents,
          creditNotes: creditNotes.documents,
          grossPaise: invoices.taxablePaise,
          refundedPaise: creditNotes.taxablePaise,
          netPaise: invoices.taxablePaise - creditNotes.taxablePaise,
        };
      });
      return { months };
    },

    async gstr1Json(
      current: CurrentUser,
      month: string,
      origin: RequestOrigin,
    ): Promise<Gstr1File> {
      const content = JSON.stringify(gstr1Json(await gstr1Of(month), SELLER_STATE_CODE));
      await recordDownload(current, origin, { month, format: 'json' });
      return { filename: filename(month, '', 'json'), content };
    },

    async gstr1Csv(
      current: CurrentUser,
      month: string,
      section: Gstr1Section,
      origin: RequestOrigin,
    ): Promise<Gstr1File> {
      const content = gstr1Csv(await gstr1Of(month), section);
      await recordDownload(current, origin, { month, format: 'csv', section });
      return { filename: filename(month, `-${section}`, 'csv'), content };
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
