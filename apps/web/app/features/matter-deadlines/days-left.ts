/** How far away an IST day is, in the plain words the deadlines page uses. */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft === 0) return 'today';
  if (daysLeft === 1) return 'tomorrow';
  if (daysLeft > 1) return `in ${daysLeft} days`;
  return daysLeft === -1 ? '1 day overdue' : `${-daysLeft} days overdue`;
}
