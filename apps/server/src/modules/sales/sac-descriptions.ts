import { SAC } from '@prakar/shared/gst';

/**
 * The HSN/SAC summary names each code twice: `desc` as GST's list of codes words it, `user_desc`
 * as the firm calls the supply. A code missing here is named by its number, never left blank.
 */
const DESCRIPTIONS: Record<string, { official: string; ours: string }> = {
  [SAC.software]: {
    official: 'Licensing services for the right to use computer software and databases',
    ours: 'Software subscriptions',
  },
  [SAC.advisory]: {
    official: 'Corporate tax consulting and preparation services',
    ours: 'Tax advisory',
  },
};

export function sacDescription(sac: string): { official: string; ours: string } {
  return DESCRIPTIONS[sac] ?? { official: `SAC ${sac}`, ours: `SAC ${sac}` };
}

/** Services are not counted in units: GST's unit code for them is NA, with no quantity. */
export const SERVICE_UQC = 'NA';
