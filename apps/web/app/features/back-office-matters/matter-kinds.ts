import type { MatterKind } from '@prakar/shared/matter-deadlines';

/** A kind of matter in a list's narrow column, its section first; the full name is its tooltip. */
export const MATTER_KIND_SHORT: Record<MatterKind, string> = {
  adjustment_143_1a: '143(1)(a) adjustment',
  scrutiny_143_2: '143(2) scrutiny',
  inquiry_142_1: '142(1) inquiry',
  show_cause_148a: '148A show cause',
  reassessment_148: '148 reassessment',
  tds_default: 'TDS default',
  appeal_cit_a: 'CIT(A) appeal',
  appeal_itat: 'ITAT appeal',
  drp_objections: 'DRP objections',
  e_drs_application: 'e-DRS application',
  transfer_pricing_study: 'Transfer-pricing study',
};
