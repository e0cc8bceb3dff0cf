import type { LIMIT_UNITS, Product, ProductCode } from '#src/catalogue.ts';

type LimitUnit = (typeof LIMIT_UNITS)[number];

export interface SeedPlan {
  code: string;
  name: string;
  description: string;
  /** Yearly price before GST, in paise (₹1 = 100 paise). */
  pricePaise: number;
  limitUnit: LimitUnit;
  limitValue: number | null;
  isAvailable: boolean;
}

export interface SeedProduct {
  code: ProductCode;
  name: string;
  summary: string;
  route: string;
  plans: SeedPlan[];
}

const rupees = (amount: number) => amount * 100;

/**
 * The catalogue the firm sells. The server's seed keeps the database in step with this list,
 * except a plan's price and availability after its first start: those are edited in the portal
 * (ADR 0011). The website's product pages are pre-rendered with these prices and then show the
 * database's (ADR 0038).
 */
export const catalogue: SeedProduct[] = [
  {
    code: 'EPOI',
    name: 'E-POI',
    summary:
      'Collect, verify and approve employee proofs of investment online, so payroll deducts the right TDS from January onwards.',
    route: 'E-poi',
    plans: [
      {
        code: 'EPOI_STARTER',
        name: 'Starter',
        description: 'Investment declarations and proof checks for teams of up to 250 employees.',
        pricePaise: rupees(24_000),
        limitUnit: 'employees',
        limitValue: 250,
        isAvailable: true,
      },
      {
        code: 'EPOI_GROWTH',
        name: 'Growth',
        description: 'Multi-location approvals and reviewer workflows for up to 1,000 employees.',
        pricePaise: rupees(60_000),
        limitUnit: 'employees',
        limitValue: 1_000,
        isAvailable: true,
      },
      {
        code: 'EPOI_ENTERPRISE',
        name: 'Enterprise',
        description:
          'Payroll integration, audit trails and a dedicated reviewer for up to 5,000 employees.',
        pricePaise: rupees(180_000),
        limitUnit: 'employees',
        limitValue: 5_000,
        isAvailable: true,
      },
    ],
  },
  {
    code: 'SMART_TDS',
    name: 'Smart TDS',
    summary:
      'Prepare, validate and file quarterly TDS returns (24Q, 26Q, 27Q) with PAN checks, challan matching and corrections.',
    route: 'tds',
    plans: [
      {
        code: 'SMART_TDS_SINGLE',
        name: 'Single TAN',
        description: 'Quarterly returns and correction statements for one deductor TAN.',
        pricePaise: rupees(9_999),
        limitUnit: 'tans',
        limitValue: 1,
        isAvailable: true,
      },
      {
        code: 'SMART_TDS_5',
        name: 'Up to 5 TANs',
        description: 'Branch-wise filing with consolidated challan tracking for up to five TANs.',
        pricePaise: rupees(34_999),
        limitUnit: 'tans',
        limitValue: 5,
        isAvailable: true,
      },
      {
        code: 'SMART_TDS_25',
        name: 'Up to 25 TANs',
        description:
          'Group-wide TDS compliance, default notices and reconciliation for up to 25 TANs.',
        pricePaise: rupees(124_999),
        limitUnit: 'tans',
        limitValue: 25,
        isAvailable: true,
      },
    ],
  },
  {
    code: 'EFORM16',
    name: 'E-Form16',
    summary:
      'Generate, digitally sign and e-mail Form 16 Part A and Part B to every employee from TRACES and payroll data.',
    route: 'e-form16',
    plans: [
      {
        code: 'EFORM16_500',
        name: '500 certificates',
        description: 'Signed Form 16 for a single payroll of up to 500 employees in a year.',
        pricePaise: rupees(7_500),
        limitUnit: 'certificates',
        limitValue: 500,
        isAvailable: true,
      },
      {
        code: 'EFORM16_2500',
        name: '2,500 certificates',
        description: 'Bulk signing with employee e-mail delivery for up to 2,500 certificates.',
        pricePaise: rupees(27_500),
        limitUnit: 'certificates',
        limitValue: 2_500,
        isAvailable: true,
      },
      {
        code: 'EFORM16_10000',
        name: '10,000 certificates',
        description:
          'Multi-entity issue with a self-service download portal for up to 10,000 certificates.',
        pricePaise: rupees(79_000),
        limitUnit: 'certificates',
        limitValue: 10_000,
        isAvailable: true,
      },
    ],
  },
];

/** A product as the seed first offers it: the prices a page built today shows before it asks. */
export function seededProduct(code: ProductCode): Product {
  const product = catalogue.find((candidate) => candidate.code === code);
  if (!product) throw new Error(`The catalogue seed has no product ${code}.`);
  return product;
}
