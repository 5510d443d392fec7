import { DEFAULT_LICENSE_FORMAT } from '../../shared/license-format';

/** The rules of the registries that each deployment sets in its environment (server/config.ts). */
export interface RegistrySettings {
  /** GUIDE_LICENSE_FORMAT: the format of a guide's carné number (shared/license-format.ts). */
  guideLicenseFormat: string;
}

export const DEFAULT_REGISTRY_SETTINGS: RegistrySettings = {
  guideLicenseFormat: DEFAULT_LICENSE_FORMAT,
};
