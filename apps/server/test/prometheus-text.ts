/** One sample of Prometheus' text format: `name{label="value",…} number`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;
const TYPE = /^# TYPE [a-zA-Z_:][a-zA-Z0-9_:]* (counter|gauge|histogram|summary|untyped)$/;

/** A sample's value as Prometheus reads it: a float, or NaN and ±Inf in any case. */
function sampleValue(text: string): number | undefined {
  if (/^nan$/i.test(text)) return Number.NaN;
  const infinity = /^([+-]?)inf$/i.exec(text);
  if (infinity) return infinity[1] === '-' ? -Infinity : Infinity;
  const value = Number(text);
  return text.trim() === '' || Number.isNaN(value) ? undefined : value;
}

/**
 * Reads an exposition as a scraper would, and fails on any line a scraper would refuse: a
 * sample, a `# HELP`, or a `# TYPE` naming one of the known types.
 */
export function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ')) continue;
    if (line.startsWith('# TYPE ')) {
      if (!TYPE.test(line)) throw new Error(`Not a TYPE line: ${line}`);
      continue;
    }
    const match = SAMPLE.exec(line);
    const value = sampleValue(match?.[3] ?? '');
    if (!match?.[1] || value === undefined) throw new Error(`Not a sample: ${line}`);
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(LABEL)].map(([, name = '', raw = '']) => [name, raw]),
    );
    samples.push({ name: match[1], labels, value });
  }
  return samples;
}

/** The samples named `name` whose labels include `labels`. */
export function samplesOf(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): Sample[] {
  return samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
  );
}
