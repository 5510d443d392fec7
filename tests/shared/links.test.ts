import { describe, expect, it } from 'vitest';
import { isSafeUrl, mapLink } from '../../shared/links';

describe('addresses built from data', () => {
  it('lets http(s), mailto, tel and relative addresses into an href, nothing else', () => {
    for (const safe of [
      'https://www.incatrailexp.pe',
      'http://example.pe/a?b=c',
      'mailto:ventas@agencia.pe',
      'tel:+5184240313',
      '/admin/denuncias?caso=1',
      'apps/help-center',
    ]) {
      expect(isSafeUrl(safe), safe).toBe(true);
    }
    for (const unsafe of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '',
      null,
      undefined,
    ]) {
      expect(isSafeUrl(unsafe), String(unsafe)).toBe(false);
    }
  });

  it('links a position to its place on OpenStreetMap', () => {
    expect(mapLink(-13.52655, -71.96431)).toBe(
      'https://www.openstreetmap.org/?mlat=-13.52655&mlon=-71.96431#map=17/-13.52655/-71.96431',
    );
  });
});
