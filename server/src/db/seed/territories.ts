import { FranchiseTerritory } from '../../modules/catalogue/franchise-territory.entity';
import { TerritoryState } from '../../modules/catalogue/territory.enums';
import type { SeedContext } from './context';
import type { SeededFranchises } from './franchises';

const { AVAILABLE, RESERVED, TAKEN } = TerritoryState;

/**
 * Territories of a few demo listings (issue 43), by postcode district: the demo franchisor's two (its editor has some
 * to show) and some regional ones, each with districts taken, reserved and free, as a franchise part-way through
 * selling its territories would be.
 */
const PLAN: Record<string, [TerritoryState, string][]> = {
  'brightside-cleaning': [
    [AVAILABLE, 'LS1 LS2 LS6 LS7 LS8 LS16 LS17 LS18 BD1 BD2 BD3 M20 M21 M22'],
    [RESERVED, 'LS11 M15'],
    [TAKEN, 'LS3 LS4 LS5 LS9 LS10 M1 M2 M3 M4 M14'],
  ],
  'pressed-and-folded': [
    [AVAILABLE, 'N1 N7 E1 E14 SE10 SW18 W4'],
    [RESERVED, 'SE1'],
    [TAKEN, 'SW1 SW3 SW4 SW11 W1 WC1 EC1'],
  ],
  drainwise: [
    [AVAILABLE, 'S1 S10 S11 YO1 YO10 HG1 HD1'],
    [TAKEN, 'LS6 LS1 WF1 BD1'],
  ],
  ovengleam: [
    [AVAILABLE, 'EH3 EH4 EH10 G12 G41 AB10 DD1'],
    [RESERVED, 'EH1'],
    [TAKEN, 'EH2 G1 G2 G3'],
  ],
  greenleaf: [
    [AVAILABLE, 'B15 B17 CV1 CV32 LE1 NG1 NG7 DE1'],
    [TAKEN, 'B1 B2 B3'],
  ],
};

export async function seedTerritories({ em }: SeedContext, franchises: SeededFranchises): Promise<number> {
  const rows: Partial<FranchiseTerritory>[] = [];
  for (const [key, groups] of Object.entries(PLAN)) {
    const franchise = franchises.get(key);
    if (!franchise) throw new Error(`Unknown franchise ${key}`);
    for (const [state, districts] of groups) {
      for (const district of districts.split(' ')) rows.push({ franchiseId: franchise.id, district, area: /^[A-Z]+/.exec(district)![0], state });
    }
  }
  await em.getRepository(FranchiseTerritory).insert(rows);
  return rows.length;
}
