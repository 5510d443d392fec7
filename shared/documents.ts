// Temporary minimal version; replaced by the full shared rules.
export const normalizeDocument = (value: string) => value.replace(/\s+/g, '').toUpperCase();
export const isValidDni = (value: string) => /^\d{8}$/.test(value);
export const isValidForeignerCard = (value: string) => /^[A-Z0-9]{9,12}$/.test(value);
export function isValidRuc(value: string): boolean {
  if (!/^(10|15|17|20)\d{9}$/.test(value)) return false;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  const check = (11 - (sum % 11)) % 10;
  return check === Number(value[10]);
}
export const isValidCip = (value: string) => /^\d{6,9}$/.test(value);
