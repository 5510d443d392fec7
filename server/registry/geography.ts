import { districtsOf, PROVINCES } from '../../shared/cusco';

/** The provinces of the Cusco region with their districts. Public reference data, from code. */
export function provinces() {
  return PROVINCES.map((name) => ({ name, districts: [...districtsOf(name)] }));
}
