import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a franchise is offered: `franchises.areas`, a set of area keys ('uk' for everywhere,
 * 'nation:Scotland', 'region:North West', 'town:<uk_cities id>'), searched through a GIN index. Towns get
 * their region (the nine English regions; towns elsewhere belong to their nation alone).
 * location_areas(text) reads a free-text location ('Nationwide', 'North West England', 'Midlands and North',
 * 'Leeds') as areas; it maps the existing listings once here and stays for the demo data and for forms
 * that give no areas. Written into the migration so it never changes once run.
 */
const REGIONS: Record<string, string[]> = {
  'North East': ['Darlington', 'Durham', 'Gateshead', 'Hartlepool', 'Middlesbrough', 'Newcastle upon Tyne', 'Sunderland'],
  'North West': [
    'Birkenhead', 'Blackburn', 'Blackpool', 'Bolton', 'Burnley', 'Carlisle', 'Chester', 'Lancaster', 'Liverpool',
    'Manchester', 'Oldham', 'Preston', 'Rochdale', 'Salford', 'Southport', 'St Helens', 'Stockport', 'Warrington', 'Wigan',
  ],
  'Yorkshire and the Humber': [
    'Barnsley', 'Bradford', 'Doncaster', 'Grimsby', 'Halifax', 'Harrogate', 'Huddersfield', 'Kingston upon Hull', 'Leeds',
    'Ripon', 'Rotherham', 'Scunthorpe', 'Sheffield', 'Wakefield', 'York',
  ],
  'East Midlands': ['Chesterfield', 'Derby', 'Kettering', 'Leicester', 'Lincoln', 'Mansfield', 'Northampton', 'Nottingham'],
  'West Midlands': [
    'Birmingham', 'Coventry', 'Dudley', 'Hereford', 'Lichfield', 'Nuneaton', 'Shrewsbury', 'Solihull', 'Stoke-on-Trent',
    'Telford', 'Walsall', 'West Bromwich', 'Wolverhampton', 'Worcester',
  ],
  'East of England': [
    'Basildon', 'Bedford', 'Cambridge', 'Chelmsford', 'Colchester', 'Ely', 'Harlow', 'Hemel Hempstead', 'Ipswich', 'Luton',
    'Norwich', 'Peterborough', 'Southend-on-Sea', 'St Albans', 'Stevenage', 'Watford',
  ],
  London: ['London', 'Westminster'],
  'South East': [
    'Aylesbury', 'Basingstoke', 'Bracknell', 'Brighton and Hove', 'Canterbury', 'Chichester', 'Crawley', 'Eastbourne',
    'Guildford', 'Hastings', 'High Wycombe', 'Maidstone', 'Milton Keynes', 'Oxford', 'Portsmouth', 'Reading', 'Slough',
    'Southampton', 'Tunbridge Wells', 'Winchester', 'Woking', 'Worthing',
  ],
  'South West': [
    'Bath', 'Bournemouth', 'Bristol', 'Cheltenham', 'Exeter', 'Gloucester', 'Plymouth', 'Poole', 'Salisbury', 'Swindon',
    'Taunton', 'Torquay', 'Truro', 'Wells',
  ],
};

/** Words of a free-text location (lower case, ARE regex) and the areas they stand for. */
const PHRASES: [string, string[]][] = [
  ['\\m(nationwide|uk|united kingdom|great britain|anywhere)\\M', ['uk']],
  ['\\mnorth east\\M', ['region:North East']],
  ['\\mnorth west\\M', ['region:North West']],
  ['\\mnorth\\M(?! (east|west))', ['region:North East', 'region:North West', 'region:Yorkshire and the Humber']],
  ['\\m(yorkshire|humber)\\M', ['region:Yorkshire and the Humber']],
  ['\\meast midlands\\M', ['region:East Midlands']],
  ['\\mwest midlands\\M', ['region:West Midlands']],
  ['(?<!east |west )\\mmidlands\\M', ['region:East Midlands', 'region:West Midlands']],
  ['\\m(east of england|east anglia)\\M', ['region:East of England']],
  ['\\mlondon\\M', ['region:London']],
  ['\\m(south east|home counties|kent|sussex|surrey)\\M', ['region:South East']],
  ['\\m(south west|cornwall|devon)\\M', ['region:South West']],
  ['\\msouth\\M(?! (east|west))', ['region:London', 'region:South East', 'region:South West']],
  ['\\mscotland\\M', ['nation:Scotland']],
  ['\\mwales\\M', ['nation:Wales']],
  ['\\mnorthern ireland\\M', ['nation:Northern Ireland']],
];

/** Short names people use for towns on the list. */
const TOWN_ALIASES: [string, string][] = [
  ['brighton', 'Brighton and Hove'],
  ['hull', 'Kingston upon Hull'],
  ['newcastle', 'Newcastle upon Tyne'],
  ['londonderry', 'Derry'],
  ['southend', 'Southend-on-Sea'],
];

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
const textArray = (items: string[]) => `ARRAY[${items.map(literal).join(', ')}]::text[]`;

export class FranchiseAreas1795330000160 implements MigrationInterface {
  name = 'FranchiseAreas1795330000160';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "uk_cities" ADD "region" character varying(60)`);
    for (const [region, towns] of Object.entries(REGIONS)) {
      await queryRunner.query(`UPDATE uk_cities SET region = $1 WHERE country = 'England' AND name = ANY($2)`, [region, towns]);
    }
    const [{ missing }] = (await queryRunner.query(`SELECT count(*)::int AS missing FROM uk_cities WHERE country = 'England' AND region IS NULL`)) as { missing: number }[];
    if (missing > 0) throw new Error(`${missing} English towns have no region`);

    await queryRunner.query(`ALTER TABLE "franchises" ADD "areas" text array NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`CREATE INDEX "idx_franchises_areas" ON "franchises" USING gin ("areas")`);

    const phrases = PHRASES.map(([pattern, keys]) => `(${literal(pattern)}, ${textArray(keys)})`).join(',\n          ');
    const aliases = TOWN_ALIASES.map(([alias, town]) => `(${literal(alias)}, ${literal(town)})`).join(', ');
    // England itself only when no English region is named ('North West England' is the region alone).
    await queryRunner.query(`
      CREATE FUNCTION location_areas(location text) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
      DECLARE
        t text := lower(coalesce(location, ''));
        keys text[];
      BEGIN
        SELECT coalesce(array_agg(DISTINCT k), '{}') INTO keys FROM (
          SELECT unnest(p.keys) AS k FROM (VALUES
          ${phrases}) AS p(pattern, keys) WHERE t ~ p.pattern
          UNION ALL
          SELECT 'town:' || c.id FROM uk_cities c
          WHERE t ~ ('\\m' || regexp_replace(lower(c.name), '([^a-z0-9 ])', '\\\\\\1', 'g') || '\\M')
             OR c.name IN (SELECT a.town FROM (VALUES ${aliases}) AS a(alias, town) WHERE t ~ ('\\m' || a.alias || '\\M'))
        ) found;
        IF 'uk' = ANY(keys) THEN RETURN ARRAY['uk']; END IF;
        IF t ~ '\\mengland\\M' AND NOT keys && ARRAY(SELECT DISTINCT 'region:' || region FROM uk_cities WHERE region IS NOT NULL) THEN
          keys := keys || 'nation:England'::text;
        END IF;
        RETURN (SELECT coalesce(array_agg(k ORDER BY k), '{}') FROM unnest(keys) k);
      END $$`);
    await queryRunner.query(`UPDATE franchises SET areas = location_areas(location)`);

    // The search counts are kept while catalogue_version stands still (search-facets.query.ts), and they are
    // counted over text, location, amount and areas too: an update moves it when it changes one of those (a
    // description or amount reaches search_text and search_investment through the details trigger). Compared on
    // the final row, so updates that change nothing counted do not move it.
    await queryRunner.query(`DROP TRIGGER franchises_catalogue_version ON franchises`);
    await queryRunner.query(`
      CREATE CONSTRAINT TRIGGER franchises_catalogue_version AFTER INSERT OR DELETE ON franchises
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version()`);
    await queryRunner.query(`
      CREATE CONSTRAINT TRIGGER franchises_catalogue_version_update AFTER UPDATE ON franchises
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
      WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.location IS DISTINCT FROM NEW.location
        OR OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.search_investment IS DISTINCT FROM NEW.search_investment
        OR OLD.areas IS DISTINCT FROM NEW.areas)
      EXECUTE FUNCTION bump_catalogue_version()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER franchises_catalogue_version_update ON franchises`);
    await queryRunner.query(`DROP TRIGGER franchises_catalogue_version ON franchises`);
    await queryRunner.query(`
      CREATE CONSTRAINT TRIGGER franchises_catalogue_version AFTER INSERT OR DELETE OR UPDATE OF status ON franchises
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version()`);
    await queryRunner.query(`DROP FUNCTION location_areas(text)`);
    await queryRunner.query(`DROP INDEX "public"."idx_franchises_areas"`);
    await queryRunner.query(`ALTER TABLE "franchises" DROP COLUMN "areas"`);
    await queryRunner.query(`ALTER TABLE "uk_cities" DROP COLUMN "region"`);
  }
}
