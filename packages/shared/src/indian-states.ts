import { z } from 'zod';

/**
 * India's GST state codes: today's states and union territories, which new details must use, and
 * the codes older records may still carry, which must still be shown by name.
 */

export const STATE_MESSAGE = 'Please choose a state.';

/**
 * States and union territories with their GST state codes, in code order. Billing addresses pick
 * from this list; the code is the first two digits of a GSTIN registered there.
 */
export const indianStates = [
  { code: '01', name: 'Jammu and Kashmir', kind: 'union-territory' },
  { code: '02', name: 'Himachal Pradesh', kind: 'state' },
  { code: '03', name: 'Punjab', kind: 'state' },
  { code: '04', name: 'Chandigarh', kind: 'union-territory' },
  { code: '05', name: 'Uttarakhand', kind: 'state' },
  { code: '06', name: 'Haryana', kind: 'state' },
  { code: '07', name: 'Delhi', kind: 'union-territory' },
  { code: '08', name: 'Rajasthan', kind: 'state' },
  { code: '09', name: 'Uttar Pradesh', kind: 'state' },
  { code: '10', name: 'Bihar', kind: 'state' },
  { code: '11', name: 'Sikkim', kind: 'state' },
  { code: '12', name: 'Arunachal Pradesh', kind: 'state' },
  { code: '13', name: 'Nagaland', kind: 'state' },
  { code: '14', name: 'Manipur', kind: 'state' },
  { code: '15', name: 'Mizoram', kind: 'state' },
  { code: '16', name: 'Tripura', kind: 'state' },
  { code: '17', name: 'Meghalaya', kind: 'state' },
  { code: '18', name: 'Assam', kind: 'state' },
  { code: '19', name: 'West Bengal', kind: 'state' },
  { code: '20', name: 'Jharkhand', kind: 'state' },
  { code: '21', name: 'Odisha', kind: 'state' },
  { code: '22', name: 'Chhattisgarh', kind: 'state' },
  { code: '23', name: 'Madhya Pradesh', kind: 'state' },
  { code: '24', name: 'Gujarat', kind: 'state' },
  {
    code: '26',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    kind: 'union-territory',
  },
  { code: '27', name: 'Maharashtra', kind: 'state' },
  { code: '29', name: 'Karnataka', kind: 'state' },
  { code: '30', name: 'Goa', kind: 'state' },
  { code: '31', name: 'Lakshadweep', kind: 'union-territory' },
  { code: '32', name: 'Kerala', kind: 'state' },
  { code: '33', name: 'Tamil Nadu', kind: 'state' },
  { code: '34', name: 'Puducherry', kind: 'union-territory' },
  { code: '35', name: 'Andaman and Nicobar Islands', kind: 'union-territory' },
  { code: '36', name: 'Telangana', kind: 'state' },
  { code: '37', name: 'Andhra Pradesh', kind: 'state' },
  { code: '38', name: 'Ladakh', kind: 'union-territory' },
] as const;

/** The same list in alphabetical order, as people look for their state in a list. */
export const indianStatesByName = [...indianStates].sort((left, right) =>
  left.name.localeCompare(right.name, 'en-IN'),
);

/**
 * Codes no longer given out, which details saved before may still carry, each with what it was
 * and what a person should choose instead.
 */
export const retiredStateCodes: ReadonlyMap<string, { name: string; message: string }> = new Map([
  [
    '25',
    {
      name: 'Daman and Diu (before 2020)',
      message:
        'State code 25 (Daman and Diu) is no longer used: since 2020 it is part of Dadra and Nagar Haveli and Daman and Diu, code 26.',
    },
  ],
  [
    '28',
    {
      name: 'Andhra Pradesh (before 2014)',
      message:
        'State code 28 (Andhra Pradesh before 2014) is no longer used: Andhra Pradesh is now code 37.',
    },
  ],
]);

/** Codes a GSTIN may start with that are no state: other territory (97) and the centre (99). */
const nonStateGstinCodes: ReadonlyMap<string, string> = new Map([
  ['97', 'Other Territory'],
  ['99', 'Centre Jurisdiction'],
]);

const currentNames: ReadonlyMap<string, string> = new Map(
  indianStates.map((state) => [state.code, state.name]),
);

/** Whether a code is one of today's states or union territories, as new details must be. */
export function isCurrentStateCode(code: string): boolean {
  return currentNames.has(code);
}

/** Whether a new GSTIN may start with this code: today's states and territories, 97 and 99. */
export function isCurrentGstinStateCode(code: string): boolean {
  return isCurrentStateCode(code) || nonStateGstinCodes.has(code);
}

/**
 * The name to show for any code a record may carry, including the retired ones, or undefined for
 * a code that never named a place.
 */
export function stateName(code: string): string | undefined {
  return (
    currentNames.get(code) ?? retiredStateCodes.get(code)?.name ?? nonStateGstinCodes.get(code)
  );
}

/**
 * A state or union territory given for new details (a profile, a bill, a place of supply): one of
 * today's, with a retired code answered by the code that replaced it.
 */
export const stateCodeSchema = z
  .string()
  .trim()
  .superRefine((code, context) => {
    if (isCurrentStateCode(code)) return;
    const message = retiredStateCodes.get(code)?.message ?? STATE_MESSAGE;
    context.addIssue({ code: 'custom', message });
  });
