import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readReports,
  sendWaiting,
  submitReport,
} from '../../../../client/src/public/incidents/outbox';
import { hasWaitingReport } from '../../../../client/src/public/incidents/storage-key';
import { jsonResponse, resetPage } from '../fixtures';
import { aReceipt, aReport } from './fixtures';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  resetPage();
});

const offline = () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

describe('the reports kept on the device', () => {
  it('keeps a report made offline, waiting, and says so to the next page', async () => {
    offline();
    const stored = await submitReport(aReport());
    expect(stored.state).toBe('waiting');
    expect(readReports()).toEqual([{ report: aReport(), state: 'waiting', retryAt: null }]);
    expect(hasWaitingReport()).toBe(true);
  });

  it('sends it once when the network returns, with its device key, and keeps the receipt', async () => {
    offline();
    await submitReport(aReport());
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(jsonResponse(aReceipt(), 201));
    // The `online` event and the next page load both ask at once.
    await Promise.all([sendWaiting(), sendWaiting()]);
    await sendWaiting();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/public/incidents');
    expect(JSON.parse(String(init?.body)).deviceKey).toBe(aReport().deviceKey);
    expect(readReports()).toEqual([{ report: aReport(), state: 'sent', receipt: aReceipt() }]);
    expect(hasWaitingReport()).toBe(false);
  });

  it('survives a reload: what is stored is sent by the next page', async () => {
    offline();
    await submitReport(aReport());
    const kept = localStorage.getItem('turismo-seguro.incident-reports');
    localStorage.clear();
    localStorage.setItem('turismo-seguro.incident-reports', kept ?? '');
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(jsonResponse(aReceipt(), 201));
    await sendWaiting();
    expect(readReports()[0]?.state).toBe('sent');
  });

  it('keeps a refused report (400) with its errors and never sends it again', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { error: 'BAD_REQUEST', message: 'Invalid', fields: { 'reporter.name': 'Required' } },
        400,
      ),
    );
    const stored = await submitReport(aReport());
    expect(stored).toMatchObject({ state: 'rejected', fields: { 'reporter.name': 'Required' } });
    await sendWaiting();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits as long as a 429 says before trying again', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: 'RATE_LIMITED', message: 'Too many', retryAfter: 120 }, 429),
    );
    const now = new Date('2026-03-01T10:00:00Z');
    const stored = await submitReport(aReport(), now);
    expect(stored).toEqual({
      report: aReport(),
      state: 'waiting',
      retryAt: '2026-03-01T10:02:00.000Z',
    });
    await sendWaiting(new Date('2026-03-01T10:01:00Z'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValue(jsonResponse(aReceipt(), 201));
    await sendWaiting(new Date('2026-03-01T10:02:01Z'));
    expect(readReports()[0]?.state).toBe('sent');
  });

  it('keeps waiting when the server fails (5xx) instead of losing the report', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'INTERNAL' }, 503));
    expect((await submitReport(aReport())).state).toBe('waiting');
  });
});
