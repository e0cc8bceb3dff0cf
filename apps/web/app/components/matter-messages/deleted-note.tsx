import { formatIndianDate } from '@prakar/shared/dates';

/** What is left of a file the retention period deleted: its record and the day it went. */
export function DeletedNote({ filename, deletedAt }: { filename: string; deletedAt: string }) {
  return (
    <span>
      {filename}: deleted on {formatIndianDate(deletedAt)} under the firm’s retention period
    </span>
  );
}
