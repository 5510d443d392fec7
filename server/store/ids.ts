import { v7 } from 'uuid';

/**
 * A new id that sorts after every id made before it (a UUIDv7: time first, then a counter), so
 * that records of one moment keep their order where the order falls back to ids.
 */
export function timeOrderedId(): string {
  return v7();
}
