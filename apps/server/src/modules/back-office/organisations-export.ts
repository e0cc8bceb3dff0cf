import { organisationPlace } from '@prakar/shared/back-office-organisations';
import { istDay } from '@prakar/shared/ist-calendar';
import { csvChunks, csvFigure } from '#src/csv/csv.ts';

export const organisationsExportFilename = (at: Date) => `organisations-${istDay(at)}.csv`;

/** The list's columns, in its order; the day a customer started as the IST day. */
const HEADER = ['Organisation', 'GSTIN', 'Place', 'Users', 'Customer since (IST)'] as const;

interface ExportedOrganisation {
  name: string;
  gstin: string | null;
  city: string | null;
  stateCode: string | null;
  userCount: number;
  createdAt: Date;
}

function cellsOf(organisation: ExportedOrganisation) {
  return [
    organisation.name,
    organisation.gstin,
    organisationPlace(organisation),
    csvFigure(String(organisation.userCount)),
    istDay(organisation.createdAt),
  ];
}

/** The organisations as the list shows them, a batch at a time. */
export function organisationsCsv(
  batches: AsyncIterable<readonly ExportedOrganisation[]>,
): AsyncGenerator<string> {
  return csvChunks(HEADER, batches, cellsOf);
}
