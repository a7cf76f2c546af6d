import { parse, validOutcode } from 'postcode';

/** What a visitor or franchisor typed, read as a UK postcode district ('LS6'), from a full postcode or a district alone. */
export type DistrictInput = { ok: true; district: string; area: string } | { ok: false; input: string };

/** Reads 'ls6 2ab', 'LS62AB', ' ls6 ' as district LS6; anything else is refused. */
export function parseDistrict(raw: string): DistrictInput {
  const input = raw.trim();
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (compact.length === 0) return { ok: false, input };
  const full = parse(compact);
  if (full.valid) return { ok: true, district: full.outcode, area: full.area };
  if (validOutcode(compact)) {
    const area = /^[A-Z]{1,2}/.exec(compact)?.[0] ?? compact;
    return { ok: true, district: compact, area };
  }
  return { ok: false, input };
}

/** Splits 'LS1, LS6 M14' into districts; refuses the whole list naming every invalid entry. */
export function parseDistrictList(raw: string): { districts: string[] } | { invalid: string[] } {
  const parts = raw
    .split(/[\s,;]+/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  const districts: string[] = [];
  const invalid: string[] = [];
  for (const part of parts) {
    const parsed = parseDistrict(part);
    if (parsed.ok && !/\d[A-Z]{2}$/.test(part.replace(/\s+/g, '').toUpperCase())) {
      if (!districts.includes(parsed.district)) districts.push(parsed.district);
    } else invalid.push(part);
  }
  return invalid.length > 0 ? { invalid } : { districts };
}

/** '"LS99X" is not a UK postcode district' for one, listed for several. */
export function invalidDistrictsMessage(invalid: string[]): string {
  const names = invalid.map((i) => `"${i}"`).join(', ');
  return invalid.length === 1 ? `${names} is not a UK postcode district` : `${names} are not UK postcode districts`;
}
