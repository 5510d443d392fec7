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

  it('is one open at the time: at 23:40 not the San Blas post, closed until 8:00', () => {
    const offices = seededOffices();
    const post = offices.find((office) => office.jurisdictionId === 'jurisdiction-san-blas');
    if (!post) throw new Error('The seed has no San Blas post');
    const postFirst = [post, ...offices.filter((office) => office !== post)];
    expect(mainOffice(postFirst, new Date('2026-03-10T23:40:00-05:00'))?.station).toBe(
      'Comisaría PNP de Turismo Cusco',
    );
    expect(mainOffice(postFirst, new Date('2026-03-10T10:00:00-05:00'))).toBe(post);
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
