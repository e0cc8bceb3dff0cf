import { YEAR_TERMS } from '@prakar/shared/matter-deadlines';
import type { MatterSummary } from '@prakar/shared/matters';

/** "Assessment year 2024-25" or "Tax year 2026-27": the year in its Act's own term. */
export function yearText(matter: Pick<MatterSummary, 'act' | 'year'>): string {
  const term = YEAR_TERMS[matter.act];
  return `${term.charAt(0).toUpperCase()}${term.slice(1)} ${matter.year}`;
}
