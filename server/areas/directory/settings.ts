import { z } from 'zod';
import { size, sizeBytes } from '../../env';
import { declareSettings } from '../../settings';

/** How the national directory is imported (DIRECTORY_* in the environment, server/config.ts). */
export interface DirectorySettings {
  /** The department whose rows are kept (DEPARTAMENTO), accents and case ignored. */
  region: string;
  /** The largest file taken, in bytes: the whole country's agencies or lodgings fit. */
  maxBytes: number;
  /** The most rows a file may have. */
  maxRows: number;
  /** How long a preview can be confirmed. */
  previewTtlMs: number;
}

export const DIRECTORY_DEFAULTS: DirectorySettings = {
  region: 'Cusco',
  maxBytes: 30_000_000,
  maxRows: 200_000,
  previewTtlMs: 30 * 60_000,
};

declare module '../../settings' {
  interface Settings {
    directory: DirectorySettings;
  }
}

export const directorySettings = declareSettings(
  'directory',
  {
    DIRECTORY_REGION: z.string().trim().min(1).max(60).default(DIRECTORY_DEFAULTS.region),
    DIRECTORY_MAX_BYTES: size('30mb', 'a size such as 500kb or 30mb'),
    DIRECTORY_MAX_ROWS: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .default(DIRECTORY_DEFAULTS.maxRows),
  },
  (values) => ({
    ...DIRECTORY_DEFAULTS,
    region: values.DIRECTORY_REGION,
    maxBytes: sizeBytes(values.DIRECTORY_MAX_BYTES),
    maxRows: values.DIRECTORY_MAX_ROWS,
  }),
);
