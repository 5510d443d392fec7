/** One sample of Prometheus' text format: `name{label="value",…} number`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/**
 * Parses the exposition format as Prometheus reads it (comments apart); throws on a line it
 * could not read, so a malformed answer fails the test that reads it.
 */
export function parseMetrics(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = SAMPLE.exec(line);
      if (!match) throw new Error(`not a Prometheus sample: ${line}`);
      const [, name, labelText = '', value] = match as unknown as [string, string, string, string];
      const labels: Record<string, string> = {};
      for (const [, key, raw] of labelText.matchAll(LABEL)) {
        labels[key as string] = (raw as string).replace(/\\(.)/g, (_all, c) =>
          c === 'n' ? '\n' : c,
        );
      }
      return { name, labels, value: Number(value) };
    });
}

/** The sum of the samples named `name` whose labels include `labels`. */
export function total(
  samples: readonly Sample[],
  name: string,
  labels: Record<string, string> = {},
): number {
  return samples
    .filter(
      (sample) =>
        sample.name === name &&
        Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}

/** Every value `label` takes among the samples named `name`. */
export function labelValues(samples: readonly Sample[], name: string, label: string): Set<string> {
  return new Set(
    samples
      .filter((sample) => sample.name === name && sample.labels[label] !== undefined)
      .map((sample) => sample.labels[label] as string),
  );
}
