import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LICENSE_FORMAT,
  isLicenseNumber,
  licenseExample,
  licenseFormatError,
  licenseFormatProblem,
  licenseNumberError,
} from '../../shared/license-format';

describe("a guide's carné number", () => {
  it('fits the default format GOT-YYYY-NNNN, written in any case and with spaces', () => {
    expect(isLicenseNumber(DEFAULT_LICENSE_FORMAT, 'GOT-2024-0020')).toBe(true);
    expect(isLicenseNumber(DEFAULT_LICENSE_FORMAT, ' got-2024-0020 ')).toBe(true);
  });

  it('is refused out of format, naming the format', () => {
    for (const value of [
      'abc',
      'ABC',
      'GOT-24-0020',
      'GOT-2024-00200',
      'GOT 2024 0020',
      'GT-2024-0020',
    ]) {
      expect(licenseNumberError(DEFAULT_LICENSE_FORMAT, value), value).toBe(
        "Not in the registry's format GOT-YYYY-NNNN",
      );
    }
    expect(licenseFormatError('CTN/NNN')).toBe("Not in the registry's format CTN/NNN");
  });

  it('follows another format, with a literal N or Y after a backslash', () => {
    const format = 'C\\N-YY/NNN';
    expect(licenseFormatProblem(format)).toBeNull();
    expect(isLicenseNumber(format, 'CN-26/042')).toBe(true);
    expect(isLicenseNumber(format, 'C1-26/042')).toBe(false);
    expect(licenseExample(format)).toBe('CN-20/001');
  });

  it('shows an example of its format', () => {
    expect(licenseExample(DEFAULT_LICENSE_FORMAT)).toBe('GOT-2026-0001');
  });

  it('has a format that the configuration checks', () => {
    for (const bad of ['', 'got-yyyy', 'GOT YYYY', 'GOT-\\', 'X'.repeat(21)]) {
      expect(licenseFormatProblem(bad), bad).not.toBeNull();
    }
  });
});
