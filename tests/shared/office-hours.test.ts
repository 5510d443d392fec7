import { describe, expect, it } from 'vitest';
import { type OfficeHours, officeOpening } from '../../shared/office-hours';

const DAY: OfficeHours = { allDay: false, opens: '08:00', closes: '20:00' };
const NIGHT_SHIFT: OfficeHours = { allDay: false, opens: '20:00', closes: '02:00' };
const ALL_DAY: OfficeHours = { allDay: true, opens: null, closes: null };

/** An instant given on Cusco's clock (UTC-5). */
const cusco = (time: string) => new Date(`2026-03-10T${time}:00-05:00`);

describe('officeOpening', () => {
  it("reads Cusco's clock: open from the opening minute until the closing one", () => {
    expect(officeOpening(DAY, cusco('07:59'))).toEqual({ open: false, opens: '08:00' });
    expect(officeOpening(DAY, cusco('08:00'))).toEqual({ open: true });
    expect(officeOpening(DAY, cusco('19:59'))).toEqual({ open: true });
    expect(officeOpening(DAY, cusco('20:00'))).toEqual({ open: false, opens: '08:00' });
    expect(officeOpening(DAY, cusco('23:40'))).toEqual({ open: false, opens: '08:00' });
  });

  it('keeps a night shift open past midnight', () => {
    expect(officeOpening(NIGHT_SHIFT, cusco('23:40'))).toEqual({ open: true });
    expect(officeOpening(NIGHT_SHIFT, cusco('01:59'))).toEqual({ open: true });
    expect(officeOpening(NIGHT_SHIFT, cusco('02:00'))).toEqual({ open: false, opens: '20:00' });
    expect(officeOpening(NIGHT_SHIFT, cusco('12:00'))).toEqual({ open: false, opens: '20:00' });
  });

  it('is always open for an office open 24 hours', () => {
    expect(officeOpening(ALL_DAY, cusco('03:00'))).toEqual({ open: true });
  });
});
