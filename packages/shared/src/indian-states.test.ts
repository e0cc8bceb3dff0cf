import { describe, expect, it } from 'vitest';
import {
  indianStates,
  indianStatesByName,
  isCurrentGstinStateCode,
  isCurrentStateCode,
  STATE_MESSAGE,
  stateCodeSchema,
  stateName,
} from './indian-states';

function messageOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('states and union territories', () => {
  it('lists 28 states and 8 union territories with unique two-digit codes', () => {
    expect(indianStates.filter((state) => state.kind === 'state')).toHaveLength(28);
    expect(indianStates.filter((state) => state.kind === 'union-territory')).toHaveLength(8);
    const codes = indianStates.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^\d{2}$/.test(code))).toBe(true);
    expect(indianStates.find((state) => state.code === '27')?.name).toBe('Maharashtra');
  });

  it('takes today’s codes for new details', () => {
    for (const code of ['01', '26', '27', '36', '37', '38']) {
      expect(isCurrentStateCode(code)).toBe(true);
      expect(stateCodeSchema.parse(` ${code} `)).toBe(code);
    }
  });

  it('refuses a retired code with the state and code to choose instead', () => {
    expect(isCurrentStateCode('25')).toBe(false);
    expect(messageOf(stateCodeSchema.safeParse('25'))).toBe(
      'State code 25 (Daman and Diu) is no longer used: since 2020 it is part of Dadra and Nagar Haveli and Daman and Diu, code 26.',
    );
    expect(isCurrentStateCode('28')).toBe(false);
    expect(messageOf(stateCodeSchema.safeParse('28'))).toBe(
      'State code 28 (Andhra Pradesh before 2014) is no longer used: Andhra Pradesh is now code 37.',
    );
  });

  it('refuses codes that name no state, and an empty choice, asking for a state', () => {
    for (const code of ['', '00', '39', '97', '99', 'MH', 'constructor']) {
      expect(messageOf(stateCodeSchema.safeParse(code))).toBe(STATE_MESSAGE);
    }
  });

  it('lets a GSTIN start with 97 or 99 as well, but not with a retired code', () => {
    expect(isCurrentGstinStateCode('97')).toBe(true);
    expect(isCurrentGstinStateCode('99')).toBe(true);
    expect(isCurrentGstinStateCode('27')).toBe(true);
    expect(isCurrentGstinStateCode('25')).toBe(false);
    expect(isCurrentGstinStateCode('28')).toBe(false);
    expect(isCurrentGstinStateCode('toString')).toBe(false);
  });

  it('still names the codes older records carry', () => {
    expect(stateName('27')).toBe('Maharashtra');
    expect(stateName('25')).toBe('Daman and Diu (before 2020)');
    expect(stateName('28')).toBe('Andhra Pradesh (before 2014)');
    expect(stateName('97')).toBe('Other Territory');
    expect(stateName('99')).toBe('Centre Jurisdiction');
    expect(stateName('40')).toBeUndefined();
    expect(stateName('constructor')).toBeUndefined();
  });
});

describe('indianStatesByName', () => {
  it('lists every state and union territory once, alphabetically', () => {
    const names = indianStatesByName.map((state) => state.name);
    expect(names.slice(0, 4)).toEqual([
      'Andaman and Nicobar Islands',
      'Andhra Pradesh',
      'Arunachal Pradesh',
      'Assam',
    ]);
    expect(names.at(-1)).toBe('West Bengal');
    expect([...names].sort((a, b) => a.localeCompare(b, 'en-IN'))).toEqual(names);
    expect(new Set(indianStatesByName.map((state) => state.code))).toEqual(
      new Set(indianStates.map((state) => state.code)),
    );
  });
});
