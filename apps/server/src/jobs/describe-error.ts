/** Long enough for any driver's message, short enough for a log line and a table column. */
const ERROR_TEXT_MAX = 1_000;

/** The error as one line for the log and the row: its code, if any, and its message. */
export function describeError(error: unknown): string {
  const text =
    error instanceof Error
      ? [(error as { code?: unknown }).code, error.message].filter(Boolean).join(': ')
      : String(error);
  return text.slice(0, ERROR_TEXT_MAX);
}
