import { formatIndianDate } from '@prakar/shared/dates';

/** What is said instead of a download once the retention period deleted a file: the day it went. */
export function DeletedNote({ deletedAt }: { deletedAt: string }) {
  return <span>Deleted on {formatIndianDate(deletedAt)} after the retention period</span>;
}
