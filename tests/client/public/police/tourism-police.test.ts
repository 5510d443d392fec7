import { describe, expect, it } from 'vitest';
import { mainOffice } from '../../../../client/src/public/police/TourismPoliceCall';
import { seededOffices } from '../fixtures';

describe('the tourism police to call when the place is not known', () => {
  it("is the office of Cusco's historic centre", () => {
    expect(mainOffice(seededOffices())).toMatchObject({
      station: 'Comisaría PNP de Turismo Cusco',
      dial: '+5184249654',
    });
  });

  it('is the first that can be dialled when the centre has none, and nothing without offices', () => {
    const offices = seededOffices().filter((office) => !office.districts.includes('Cusco'));
    const [first, second] = offices;
    expect(mainOffice(offices)).toBe(first);
    expect(
      mainOffice([
        { ...(first as NonNullable<typeof first>), dial: '' },
        second as NonNullable<typeof second>,
      ]),
    ).toBe(second);
    expect(mainOffice([])).toBeNull();
  });
});
