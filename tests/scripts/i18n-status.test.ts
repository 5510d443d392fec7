import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18nStatus, PUBLIC_I18N, statusTable } from '../../scripts/lib/i18n-status';

describe('npm run i18n:status', () => {
  it('finds every text of the tourists’ side in every language, and claims no review', () => {
    const statuses = i18nStatus();
    expect(statuses.map((status) => status.code)).toHaveLength(10);
    for (const status of statuses) {
      expect(status.missing, status.code).toEqual([]);
      expect(status.missingSeeds, status.code).toEqual([]);
      // Nobody has read these as a native speaker yet: the file must say so.
      expect(status.review?.nativeReview ?? null, status.code).toBeNull();
    }
    expect(statusTable(statuses)).toMatch(/^ja\s+日本語\s+0\s+0\s+0\s+not yet/m);
  });

  it('names a missing text, and whether a person in an emergency would meet it', () => {
    const root = mkdtempSync(join(tmpdir(), 'tsc-i18n-status-'));
    for (const folder of [
      PUBLIC_I18N,
      'server/areas/assistant/seed-texts',
      'server/areas/emergency-contacts/seed-texts',
    ]) {
      cpSync(folder, join(root, folder), { recursive: true });
    }
    const file = join(root, PUBLIC_I18N, 'ko.json');
    const korean = JSON.parse(readFileSync(file, 'utf8'));
    delete korean.home.emergency.title;
    delete korean.home.footer;
    writeFileSync(file, JSON.stringify(korean));
    const status = i18nStatus(root).find((one) => one.code === 'ko');
    expect(status?.missing).toContain('home.emergency.title');
    expect(status?.missing.some((key) => key.startsWith('home.footer.'))).toBe(true);
    expect(status?.missingCritical).toEqual(['home.emergency.title']);
  });
});
