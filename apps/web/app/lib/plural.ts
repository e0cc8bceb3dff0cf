const plurals = new Intl.PluralRules('en-IN');
const numbers = new Intl.NumberFormat('en-IN');

/** `one` or `many`, as English names `count` of a thing: "1 application", "0 applications". */
export const wordFor = (count: number, one: string, many: string): string =>
  plurals.select(count) === 'one' ? one : many;

/** A count in Indian grouping: "1,880", "1,00,000". */
export const formatCount = (count: number): string => numbers.format(count);

/** The count in Indian grouping with the word it takes: "1 application", "1,880 applications". */
export const countOf = (count: number, one: string, many: string): string =>
  `${formatCount(count)} ${wordFor(count, one, many)}`;
