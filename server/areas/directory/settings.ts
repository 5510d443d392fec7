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
