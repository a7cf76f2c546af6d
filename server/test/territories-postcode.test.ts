import { invalidDistrictsMessage, parseDistrict, parseDistrictList } from '../src/modules/catalogue/postcode-district';

describe('postcode districts', () => {
  it('reads a full postcode in any case and spacing as its district', () => {
    expect(parseDistrict('ls6 2ab')).toEqual({ ok: true, district: 'LS6', area: 'LS' });
    expect(parseDistrict('  LS62AB ')).toEqual({ ok: true, district: 'LS6', area: 'LS' });
    expect(parseDistrict('sw1a 1aa')).toEqual({ ok: true, district: 'SW1A', area: 'SW' });
  });
  it('reads a district alone', () => {
    expect(parseDistrict('m14')).toEqual({ ok: true, district: 'M14', area: 'M' });
    expect(parseDistrict('LS6')).toEqual({ ok: true, district: 'LS6', area: 'LS' });
  });
  it('refuses what is not a postcode or district', () => {
    expect(parseDistrict('LS99X').ok).toBe(false);
    expect(parseDistrict('').ok).toBe(false);
    expect(parseDistrict('hello').ok).toBe(false);
  });
  it('splits a list and names every invalid entry', () => {
    expect(parseDistrictList('LS1, LS6 ;m14\nLS1 LS2')).toEqual({ districts: ['LS1', 'LS6', 'M14', 'LS2'] });
    expect(parseDistrictList('LS1, LS99X, 12')).toEqual({ invalid: ['LS99X', '12'] });
    expect(invalidDistrictsMessage(['LS99X'])).toBe('"LS99X" is not a UK postcode district');
  });
});
