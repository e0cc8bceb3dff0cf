const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const CRORE = 10_000_000;
const LAKH = 100_000;
const THOUSAND = 1_000;
const HUNDRED = 100;

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string;
  const tens = TENS[Math.floor(n / 10)] as string;
  const ones = n % 10;
  return ones === 0 ? tens : `${tens}-${ONES[ones]}`;
}

/** Words for a positive whole number, grouped the Indian way. */
function indianWords(n: number): string {
  const parts: string[] = [];
  // Above 99 crore the crore count is itself written the Indian way ("One Lakh Crore"), as
  // Indian banks and invoices do, rather than switching to billions.
  const crores = Math.floor(n / CRORE);
  if (crores > 0) parts.push(`${indianWords(crores)} Crore`);
  const lakhs = Math.floor((n % CRORE) / LAKH);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  const thousands = Math.floor((n % LAKH) / THOUSAND);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  const hundreds = Math.floor((n % THOUSAND) / HUNDRED);
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  const rest = n % HUNDRED;
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * An amount written out as a tax invoice states it: "Indian Rupees One Lakh Twenty-Three Thousand
 * Four Hundred Fifty-Six and Seventy Paise Only".
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`Not a whole, non-negative number of paise: ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  const rupeeWords = rupees === 0 ? 'Zero' : indianWords(rupees);
  if (cents === 0) return `Indian Rupees ${rupeeWords} Only`;
  const unit = cents === 1 ? 'Paisa' : 'Paise';
  return `Indian Rupees ${rupeeWords} and ${belowHundred(cents)} ${unit} Only`;
}
