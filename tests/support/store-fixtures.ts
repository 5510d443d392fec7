import type { EmergencyContactRecord } from '../../server/areas/emergency-contacts/model';
import { type WriteText, writeFileDurably } from '../../server/store/durable-file';
import type { StoreLogger } from '../../server/store/logger';

/** A complete emergency contact with the given id. */
export function makeEmergencyContact(
  id: string,
  overrides: Partial<EmergencyContactRecord> = {},
): EmergencyContactRecord {
  const at = '2025-01-01T00:00:00.000Z';
  return {
    id,
    names: { es: `Contacto ${id}`, en: `Contact ${id}`, tr: `Kişi ${id}` },
    phone: '084 000000',
    dial: '+5184000000',
    kind: 'TOURIST_HELP',
    whatsapp: false,
    position: 100,
    hidden: false,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  obj: object | string;
  msg?: string;
}

/** A logger that keeps what it is told, to assert on warnings and errors. */
export function recordingLogger(): StoreLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (obj: object | string, msg?: string) => {
    entries.push({ level, obj, msg });
  };
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}

interface HeldWrite {
  text: string | Buffer;
  /** Lets the write go to disk. */
  release(): void;
  /** Makes the write fail without touching the disk. */
  fail(error: Error): void;
}

/**
 * A WriteText around the real durable write that counts calls and, while holding, parks each
 * write until the test releases or fails it: a write "in flight" the test controls.
 */
export function controlledWriter(inner: WriteText = writeFileDurably) {
  const held: HeldWrite[] = [];
  let holding = false;
  const state = {
    calls: 0,
    held,
    hold(on = true) {
      holding = on;
    },
    writeText: (async (file, text) => {
      state.calls += 1;
      if (holding) {
        await new Promise<void>((release, fail) => held.push({ text, release, fail }));
      }
      await inner(file, text);
    }) as WriteText,
  };
  return state;
}
