import { describe, expect, it } from 'vitest';
import { foldCaseAndAccents, foldToWords } from '../../shared/fold-text';

describe('folding text', () => {
  it('for "contains" searches keeps punctuation, so numbers with hyphens still match', () => {
    expect(foldCaseAndAccents('  Guías   de TURISMO ')).toBe('guias de turismo');
    expect(foldCaseAndAccents('GOT-2024-0001')).toBe('got-2024-0001');
  });

  it("for reading a visitor's words turns punctuation into spaces and Turkish letters plain", () => {
    expect(foldToWords('¿Dónde está la POLİCÍA?')).toBe('donde esta la policia');
    expect(foldToWords('KAYBETTİM ışık şoför ğ')).toBe('kaybettim isik sofor g');
    expect(foldToWords('GOT-2024-0001')).toBe('got 2024 0001');
  });
});
