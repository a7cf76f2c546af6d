/** 'North West, Scotland'; 'Anywhere in the UK' when a listing names no area or the whole UK (it recruits everywhere). */
export function recruitsIn(areas: readonly { key: string; name: string }[]): string {
  if (areas.length === 0 || areas.some((a) => a.key === 'uk')) return 'Anywhere in the UK';
  return areas.map((a) => a.name).join(', ');
}
