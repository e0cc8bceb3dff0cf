import { describe, expect, it } from 'vitest';
import { indianStates } from './indian-states';
import { pinCodeFitsState, pinCodeStateMessage, statesOfPinCode } from './pin-code-states';

describe('statesOfPinCode', () => {
  it('finds the state by the first two digits', () => {
    expect(statesOfPinCode('110001')).toEqual(['07']);
    expect(statesOfPinCode('400051')).toEqual(['27']);
    expect(statesOfPinCode('560001')).toEqual(['29']);
    expect(statesOfPinCode('600001')).toEqual(['33']);
    expect(statesOfPinCode('500001')).toEqual(['36']);
  });

  it('finds a union territory by three digits inside a state’s range', () => {
    expect(statesOfPinCode('403001')).toEqual(['30']); // Panaji, inside Maharashtra's 40
    expect(statesOfPinCode('744101')).toEqual(['35']); // Port Blair, inside West Bengal's 74
    expect(statesOfPinCode('737101')).toEqual(['11']); // Gangtok
    expect(statesOfPinCode('194101')).toEqual(['38']); // Leh
    expect(statesOfPinCode('190001')).toEqual(['01']); // Srinagar
    expect(statesOfPinCode('793001')).toEqual(['17']); // Shillong
  });

  it('names every state a shared range serves', () => {
    expect(statesOfPinCode('160017')).toEqual(['04', '03']);
    expect(statesOfPinCode('605001')).toEqual(['33', '34']);
    expect(statesOfPinCode('396210')).toEqual(['24', '26']);
    expect(statesOfPinCode('248001')).toEqual(['09', '05']);
  });

  it('knows no state for the Army Postal Service or unused ranges', () => {
    expect(statesOfPinCode('904001')).toBeUndefined();
    expect(statesOfPinCode('350001')).toBeUndefined();
  });

  it('names only real state codes', () => {
    const codes = new Set<string>(indianStates.map((state) => state.code));
    for (let prefix = 100; prefix <= 999; prefix += 1) {
      for (const code of statesOfPinCode(`${prefix}000`) ?? []) expect(codes).toContain(code);
    }
  });
});

describe('pinCodeFitsState', () => {
  it('accepts a PIN code in the state and refuses one of another state', () => {
    expect(pinCodeFitsState('400051', '27')).toBe(true);
    expect(pinCodeFitsState('560001', '27')).toBe(false);
    expect(pinCodeFitsState('403001', '27')).toBe(false);
  });

  it('accepts any of the states a shared range serves', () => {
    expect(pinCodeFitsState('605001', '34')).toBe(true);
    expect(pinCodeFitsState('605602', '33')).toBe(true);
    expect(pinCodeFitsState('682555', '31')).toBe(true);
    expect(pinCodeFitsState('682001', '32')).toBe(true);
    expect(pinCodeFitsState('831001', '20')).toBe(true);
    expect(pinCodeFitsState('813210', '10')).toBe(true);
    expect(pinCodeFitsState('813210', '27')).toBe(false);
  });

  it('does not judge a PIN code of no state’s range', () => {
    expect(pinCodeFitsState('904001', '27')).toBe(true);
  });
});

describe('pinCodeStateMessage', () => {
  it('says where the PIN code is and which state was chosen', () => {
    expect(pinCodeStateMessage('560001', '27')).toBe(
      'PIN code 560001 is in Karnataka, not Maharashtra.',
    );
    expect(pinCodeStateMessage('605001', '29')).toBe(
      'PIN code 605001 is in Tamil Nadu or Puducherry, not Karnataka.',
    );
    expect(pinCodeStateMessage('813210', '27')).toBe(
      'PIN code 813210 is in Bihar or Jharkhand, not Maharashtra.',
    );
  });
});
