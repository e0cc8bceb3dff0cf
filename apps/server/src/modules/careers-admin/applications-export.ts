import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@prakar/shared/careers-admin';
import { istDay } from '@prakar/shared/ist-calendar';
import { csvChunks, formatIstTimestamp } from '#src/csv/csv.ts';

/** `applications-tax-associate-2026-05-20.csv`: the opening and the day in India. */
export function applicationsExportFilename(openingSlug: string, at: Date): string {
  return `applications-${openingSlug}-${istDay(at)}.csv`;
}

/** The list's columns, the applicant's name and address in their own. */
const HEADER = ['Applicant', 'E-mail', 'Received (IST)', 'Status', 'Résumé'] as const;

interface ExportedApplication {
  name: string;
  email: string;
  createdAt: Date;
  status: ApplicationStatus;
  resumeFilename: string;
}

const cellsOf = (row: ExportedApplication) => [
  row.name,
  row.email,
  formatIstTimestamp(row.createdAt),
  APPLICATION_STATUS_LABELS[row.status],
  row.resumeFilename,
];

/**
 * An opening's applications as a spreadsheet, a batch at a time. An applicant's name or file name
 * that starts like a formula is written as text.
 */
export function applicationsCsv(
  batches: AsyncIterable<readonly ExportedApplication[]>,
): AsyncGenerator<string> {
  return csvChunks(HEADER, batches, cellsOf);
}
