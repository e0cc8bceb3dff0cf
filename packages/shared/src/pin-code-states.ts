import { stateName } from './indian-states.ts';

/**
 * Where a PIN code is. Source: India Post's allocation of PIN codes to postal circles, by the
 * code's first two digits (first three where a range is split between a state and a union
 * territory, or between two states), as published by India Post (Department of Posts, Ministry
 * of Communications), "PIN code" at indiapost.gov.in. The values are GST state codes
 * (`indian-states.ts`).
 *
 * Where one prefix serves more than one state or union territory, every one of them is listed
 * and any of them is accepted: the digits alone cannot tell them apart. Prefixes India Post has
 * not given to a state (the 9s of the Army Postal Service, and unused ones) are not listed, and
 * such a PIN code is not checked against the state.
 */
const BY_FIRST_TWO_DIGITS: Readonly<Record<string, readonly string[]>> = {
  '11': ['07'], // Delhi
  '12': ['06'], // Haryana
  '13': ['06'],
  '14': ['03'], // Punjab
  '15': ['03'],
  '16': ['03'],
  '17': ['02'], // Himachal Pradesh
  '18': ['01'], // Jammu and Kashmir
  '19': ['01'],
  '20': ['09'], // Uttar Pradesh
  '21': ['09'],
  '22': ['09'],
  '23': ['09'],
  '24': ['09', '05'], // Uttar Pradesh; Uttarakhand (244 to 249)
  '25': ['09'],
  '26': ['09', '05'], // Uttar Pradesh; Uttarakhand (262, 263)
  '27': ['09'],
  '28': ['09'],
  '30': ['08'], // Rajasthan
  '31': ['08'],
  '32': ['08'],
  '33': ['08'],
  '34': ['08'],
  '36': ['24'], // Gujarat
  '37': ['24'],
  '38': ['24'],
  '39': ['24'],
  '40': ['27'], // Maharashtra
  '41': ['27'],
  '42': ['27'],
  '43': ['27'],
  '44': ['27'],
  '45': ['23'], // Madhya Pradesh
  '46': ['23'],
  '47': ['23'],
  '48': ['23'],
  '49': ['22', '23'], // Chhattisgarh, in the Madhya Pradesh range until 2000
  '50': ['36'], // Telangana
  '51': ['37'], // Andhra Pradesh
  '52': ['37'],
  '53': ['37'],
  '56': ['29'], // Karnataka
  '57': ['29'],
  '58': ['29'],
  '59': ['29'],
  '60': ['33'], // Tamil Nadu
  '61': ['33'],
  '62': ['33'],
  '63': ['33'],
  '64': ['33'],
  '67': ['32'], // Kerala
  '68': ['32'],
  '69': ['32'],
  '70': ['19'], // West Bengal
  '71': ['19'],
  '72': ['19'],
  '73': ['19'],
  '74': ['19'],
  '75': ['21'], // Odisha
  '76': ['21'],
  '77': ['21'],
  '78': ['18'], // Assam
  '79': ['12', '13', '14', '15', '16', '17'], // the North East circle
  '80': ['10'], // Bihar
  '81': ['10', '20'], // Bihar and Jharkhand
  '82': ['10', '20'],
  '83': ['20'], // Jharkhand
  '84': ['10'], // Bihar
  '85': ['10'],
};

/** Three-digit ranges that a state shares with a union territory or a neighbour. */
const BY_FIRST_THREE_DIGITS: Readonly<Record<string, readonly string[]>> = {
  '160': ['04', '03'], // Chandigarh, and Punjab's Mohali
  '194': ['38'], // Ladakh (Leh and Kargil)
  '362': ['24', '26'], // Gujarat; Diu
  '396': ['24', '26'], // Gujarat; Daman, Dadra and Nagar Haveli
  '403': ['30'], // Goa
  '507': ['36', '37'], // Telangana; the mandals joined to Andhra Pradesh in 2014
  '533': ['37', '34'], // Andhra Pradesh; Yanam (Puducherry)
  '605': ['33', '34'], // Tamil Nadu; Puducherry
  '609': ['33', '34'], // Tamil Nadu; Karaikal (Puducherry)
  '673': ['32', '34'], // Kerala; Mahe (Puducherry)
  '682': ['32', '31'], // Kerala; Lakshadweep
  '737': ['11'], // Sikkim
  '744': ['35'], // Andaman and Nicobar Islands
  '790': ['12'], // Arunachal Pradesh
  '791': ['12'],
  '792': ['12'],
  '793': ['17'], // Meghalaya
  '794': ['17'],
  '795': ['14'], // Manipur
  '796': ['15'], // Mizoram
  '797': ['13'], // Nagaland
  '798': ['13'],
  '799': ['16'], // Tripura
};

/**
 * The GST state codes a (well-formed) PIN code may belong to, or undefined when its prefix is
 * not given to any state.
 */
export function statesOfPinCode(pinCode: string): readonly string[] | undefined {
  const pin = pinCode.trim();
  return BY_FIRST_THREE_DIGITS[pin.slice(0, 3)] ?? BY_FIRST_TWO_DIGITS[pin.slice(0, 2)];
}

/** Whether a PIN code may be in the state; a PIN code of no state's range is not judged. */
export function pinCodeFitsState(pinCode: string, stateCode: string): boolean {
  const states = statesOfPinCode(pinCode);
  return !states || states.includes(stateCode);
}

/** "PIN code 560001 is in Karnataka, not Maharashtra." */
export function pinCodeStateMessage(pinCode: string, stateCode: string): string {
  const names = (statesOfPinCode(pinCode) ?? []).map((code) => stateName(code) ?? code);
  const where = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0];
  return `PIN code ${pinCode.trim()} is in ${where}, not ${stateName(stateCode) ?? stateCode}.`;
}
