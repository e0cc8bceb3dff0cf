// Reads `--name value` and `--name=value` flags of the npm scripts here.

export class UsageError extends Error {
  override name = 'UsageError';
}

export function cliOptions(args: readonly string[]) {
  const value = (name: string): string | undefined => {
    const flag = `--${name}`;
    const index = args.findIndex((arg) => arg === flag || arg.startsWith(`${flag}=`));
    if (index === -1) return undefined;
    const arg = args[index] ?? '';
    return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
  };
  return {
    /** A whole number from `min` to `max`, or `fallback` when the flag is absent. */
    number(name: string, fallback: number, min: number, max: number): number {
      const given = value(name);
      if (given === undefined) return fallback;
      const parsed = Number(given);
      if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
        throw new UsageError(
          `--${name} must be a whole number from ${min} to ${max} (got ${given}).`,
        );
      }
      return parsed;
    },
    /** One of `choices`, the first when the flag is absent. */
    choice<T extends string>(name: string, choices: readonly [T, ...T[]]): T {
      const given = value(name);
      if (given === undefined) return choices[0];
      const chosen = choices.find((choice) => choice === given);
      if (chosen === undefined) {
        throw new UsageError(`--${name} must be one of ${choices.join(', ')} (got ${given}).`);
      }
      return chosen;
    },
    /** The flag's text, or undefined when it is absent. */
    text: value,
    flag: (name: string) => args.includes(`--${name}`),
  };
}
