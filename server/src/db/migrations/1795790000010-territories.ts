import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Territories by postcode (issue 43). postcode_areas: the 121 geographic postcode areas of the UK, each with its post
 * town and that town's centre (latitude, longitude to two decimals, about 1 km), which stands for the centre of every
 * district in the area; docs/decisions.md says how accurate that is. The data is written here, not imported, so the
 * migration never changes once run. franchise_territories: a listing's districts and their states.
 */
const AREAS: [area: string, postTown: string, latitude: number, longitude: number][] = [
  ['AB', 'Aberdeen', 57.15, -2.11], ['AL', 'St Albans', 51.75, -0.34], ['B', 'Birmingham', 52.48, -1.9],
  ['BA', 'Bath', 51.38, -2.36], ['BB', 'Blackburn', 53.75, -2.48], ['BD', 'Bradford', 53.79, -1.75],
  ['BH', 'Bournemouth', 50.72, -1.88], ['BL', 'Bolton', 53.58, -2.43], ['BN', 'Brighton', 50.82, -0.14],
  ['BR', 'Bromley', 51.41, 0.02], ['BS', 'Bristol', 51.45, -2.59], ['BT', 'Belfast', 54.6, -5.93],
  ['CA', 'Carlisle', 54.89, -2.93], ['CB', 'Cambridge', 52.21, 0.12], ['CF', 'Cardiff', 51.48, -3.18],
  ['CH', 'Chester', 53.19, -2.89], ['CM', 'Chelmsford', 51.74, 0.47], ['CO', 'Colchester', 51.89, 0.9],
  ['CR', 'Croydon', 51.37, -0.1], ['CT', 'Canterbury', 51.28, 1.08], ['CV', 'Coventry', 52.41, -1.51],
  ['CW', 'Crewe', 53.1, -2.44], ['DA', 'Dartford', 51.45, 0.22], ['DD', 'Dundee', 56.46, -2.97],
  ['DE', 'Derby', 52.92, -1.48], ['DG', 'Dumfries', 55.07, -3.61], ['DH', 'Durham', 54.78, -1.57],
  ['DL', 'Darlington', 54.52, -1.55], ['DN', 'Doncaster', 53.52, -1.13], ['DT', 'Dorchester', 50.71, -2.44],
  ['DY', 'Dudley', 52.51, -2.09], ['E', 'London', 51.53, -0.04], ['EC', 'London', 51.52, -0.09],
  ['EH', 'Edinburgh', 55.95, -3.19], ['EN', 'Enfield', 51.65, -0.08], ['EX', 'Exeter', 50.72, -3.53],
  ['FK', 'Falkirk', 56.0, -3.78], ['FY', 'Blackpool', 53.82, -3.05], ['G', 'Glasgow', 55.86, -4.25],
  ['GL', 'Gloucester', 51.86, -2.24], ['GU', 'Guildford', 51.24, -0.57], ['HA', 'Harrow', 51.58, -0.34],
  ['HD', 'Huddersfield', 53.65, -1.78], ['HG', 'Harrogate', 53.99, -1.54], ['HP', 'Hemel Hempstead', 51.75, -0.47],
  ['HR', 'Hereford', 52.06, -2.72], ['HS', 'Stornoway', 58.21, -6.39], ['HU', 'Hull', 53.74, -0.33],
  ['HX', 'Halifax', 53.72, -1.86], ['IG', 'Ilford', 51.56, 0.07], ['IP', 'Ipswich', 52.06, 1.16],
  ['IV', 'Inverness', 57.48, -4.22], ['KA', 'Kilmarnock', 55.61, -4.5], ['KT', 'Kingston upon Thames', 51.41, -0.3],
  ['KW', 'Kirkwall', 58.98, -2.96], ['KY', 'Kirkcaldy', 56.11, -3.16], ['L', 'Liverpool', 53.41, -2.98],
  ['LA', 'Lancaster', 54.05, -2.8], ['LD', 'Llandrindod Wells', 52.24, -3.38], ['LE', 'Leicester', 52.64, -1.13],
  ['LL', 'Llandudno', 53.32, -3.83], ['LN', 'Lincoln', 53.23, -0.54], ['LS', 'Leeds', 53.8, -1.55],
  ['LU', 'Luton', 51.88, -0.42], ['M', 'Manchester', 53.48, -2.24], ['ME', 'Rochester', 51.39, 0.5],
  ['MK', 'Milton Keynes', 52.04, -0.76], ['ML', 'Motherwell', 55.79, -3.99], ['N', 'London', 51.57, -0.11],
  ['NE', 'Newcastle upon Tyne', 54.97, -1.61], ['NG', 'Nottingham', 52.95, -1.15], ['NN', 'Northampton', 52.24, -0.9],
  ['NP', 'Newport', 51.58, -3.0], ['NR', 'Norwich', 52.63, 1.3], ['NW', 'London', 51.55, -0.17],
  ['OL', 'Oldham', 53.54, -2.12], ['OX', 'Oxford', 51.75, -1.26], ['PA', 'Paisley', 55.85, -4.42],
  ['PE', 'Peterborough', 52.57, -0.24], ['PH', 'Perth', 56.4, -3.43], ['PL', 'Plymouth', 50.38, -4.14],
  ['PO', 'Portsmouth', 50.8, -1.09], ['PR', 'Preston', 53.76, -2.7], ['RG', 'Reading', 51.45, -0.97],
  ['RH', 'Redhill', 51.24, -0.17], ['RM', 'Romford', 51.58, 0.18], ['S', 'Sheffield', 53.38, -1.47],
  ['SA', 'Swansea', 51.62, -3.94], ['SE', 'London', 51.48, -0.06], ['SG', 'Stevenage', 51.9, -0.2],
  ['SK', 'Stockport', 53.41, -2.16], ['SL', 'Slough', 51.51, -0.59], ['SM', 'Sutton', 51.36, -0.19],
  ['SN', 'Swindon', 51.56, -1.78], ['SO', 'Southampton', 50.9, -1.4], ['SP', 'Salisbury', 51.07, -1.79],
  ['SR', 'Sunderland', 54.91, -1.38], ['SS', 'Southend-on-Sea', 51.54, 0.71], ['ST', 'Stoke-on-Trent', 53.0, -2.18],
  ['SW', 'London', 51.46, -0.17], ['SY', 'Shrewsbury', 52.71, -2.75], ['TA', 'Taunton', 51.02, -3.1],
  ['TD', 'Galashiels', 55.61, -2.81], ['TF', 'Telford', 52.68, -2.45], ['TN', 'Tonbridge', 51.2, 0.27],
  ['TQ', 'Torquay', 50.46, -3.53], ['TR', 'Truro', 50.26, -5.05], ['TS', 'Middlesbrough', 54.57, -1.23],
  ['TW', 'Twickenham', 51.45, -0.33], ['UB', 'Southall', 51.51, -0.38], ['W', 'London', 51.51, -0.2],
  ['WA', 'Warrington', 53.39, -2.6], ['WC', 'London', 51.52, -0.12], ['WD', 'Watford', 51.66, -0.4],
  ['WF', 'Wakefield', 53.68, -1.5], ['WN', 'Wigan', 53.55, -2.63], ['WR', 'Worcester', 52.19, -2.22],
  ['WS', 'Walsall', 52.59, -1.98], ['WV', 'Wolverhampton', 52.59, -2.13], ['YO', 'York', 53.96, -1.08],
  ['ZE', 'Lerwick', 60.15, -1.15],
];

export class Territories1795790000010 implements MigrationInterface {
  name = 'Territories1795790000010';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "postcode_areas" ("area" character varying(2) NOT NULL, "post_town" character varying(60) NOT NULL, "latitude" double precision NOT NULL, "longitude" double precision NOT NULL, CONSTRAINT "PK_2a44dfc5119044e3ebf925d24e5" PRIMARY KEY ("area"))`);
    const values = AREAS.map((_, i) => `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4})`).join(', ');
    await queryRunner.query(`INSERT INTO "postcode_areas" ("area", "post_town", "latitude", "longitude") VALUES ${values}`, AREAS.flat());
    await queryRunner.query(`CREATE TYPE "public"."territory_state" AS ENUM('available', 'reserved', 'taken')`);
    await queryRunner.query(`CREATE TABLE "franchise_territories" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "franchise_id" uuid NOT NULL, "district" character varying(4) NOT NULL, "area" character varying(2) NOT NULL, "state" "public"."territory_state" NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_230a583471d3190977c354e27af" UNIQUE ("franchise_id", "district"), CONSTRAINT "CHK_16e5cf55c52629e96456eac5b0" CHECK ("district" ~ '^[A-Z]{1,2}[0-9][0-9A-Z]?$'), CONSTRAINT "PK_400fc46936316df074d07f71a0b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_franchise_territories_available" ON "franchise_territories"  ("area", "franchise_id") WHERE "state" = 'available'`);
    await queryRunner.query(`ALTER TABLE "franchise_territories" ADD CONSTRAINT "FK_019c7c9a5b5c5974aa86a7aa145" FOREIGN KEY ("franchise_id") REFERENCES "franchises"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "franchise_territories" ADD CONSTRAINT "FK_64476083590f72a13a17a96d2f7" FOREIGN KEY ("area") REFERENCES "postcode_areas"("area") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    // Search's "available near a postcode" counts are kept per catalogue version (kept-counts.ts): a change of state moves it.
    await queryRunner.query(`CREATE TRIGGER franchise_territories_catalogue_version AFTER INSERT OR DELETE OR UPDATE OF state ON franchise_territories
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER franchise_territories_catalogue_version ON franchise_territories`);
    await queryRunner.query(`ALTER TABLE "franchise_territories" DROP CONSTRAINT "FK_64476083590f72a13a17a96d2f7"`);
    await queryRunner.query(`ALTER TABLE "franchise_territories" DROP CONSTRAINT "FK_019c7c9a5b5c5974aa86a7aa145"`);
    await queryRunner.query(`DROP INDEX "public"."idx_franchise_territories_available"`);
    await queryRunner.query(`DROP TABLE "franchise_territories"`);
    await queryRunner.query(`DROP TYPE "public"."territory_state"`);
    await queryRunner.query(`DROP TABLE "postcode_areas"`);
  }
}
