import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reference data: the 76 cities of the United Kingdom (city status as of the 2022 civic honours) plus
 * the larger towns people also search by. Used by the franchise form's location picker and search.
 * The list is written into this migration (not imported) so the migration never changes once run.
 */
const CITIES: Record<string, string[]> = {
  England: [
    // The 55 cities of England.
    'Bath', 'Birmingham', 'Bradford', 'Brighton and Hove', 'Bristol', 'Cambridge', 'Canterbury', 'Carlisle',
    'Chelmsford', 'Chester', 'Chichester', 'Colchester', 'Coventry', 'Derby', 'Doncaster', 'Durham', 'Ely',
    'Exeter', 'Gloucester', 'Hereford', 'Kingston upon Hull', 'Lancaster', 'Leeds', 'Leicester', 'Lichfield',
    'Lincoln', 'Liverpool', 'London', 'Manchester', 'Milton Keynes', 'Newcastle upon Tyne', 'Norwich',
    'Nottingham', 'Oxford', 'Peterborough', 'Plymouth', 'Portsmouth', 'Preston', 'Ripon', 'Salford',
    'Salisbury', 'Sheffield', 'Southampton', 'Southend-on-Sea', 'St Albans', 'Stoke-on-Trent', 'Sunderland',
    'Truro', 'Wakefield', 'Wells', 'Westminster', 'Winchester', 'Wolverhampton', 'Worcester', 'York',
    // Major towns.
    'Aylesbury', 'Barnsley', 'Basildon', 'Basingstoke', 'Bedford', 'Birkenhead', 'Blackburn', 'Blackpool',
    'Bolton', 'Bournemouth', 'Bracknell', 'Burnley', 'Cheltenham', 'Chesterfield', 'Crawley', 'Darlington',
    'Dudley', 'Eastbourne', 'Gateshead', 'Grimsby', 'Guildford', 'Halifax', 'Harlow', 'Harrogate', 'Hartlepool',
    'Hastings', 'Hemel Hempstead', 'High Wycombe', 'Huddersfield', 'Ipswich', 'Kettering', 'Luton', 'Maidstone',
    'Mansfield', 'Middlesbrough', 'Northampton', 'Nuneaton', 'Oldham', 'Poole', 'Reading', 'Rochdale',
    'Rotherham', 'Scunthorpe', 'Shrewsbury', 'Slough', 'Solihull', 'Southport', 'St Helens', 'Stevenage',
    'Stockport', 'Swindon', 'Taunton', 'Telford', 'Torquay', 'Tunbridge Wells', 'Walsall', 'Warrington',
    'Watford', 'West Bromwich', 'Wigan', 'Woking', 'Worthing',
  ],
  Scotland: [
    'Aberdeen', 'Dundee', 'Dunfermline', 'Edinburgh', 'Glasgow', 'Inverness', 'Perth', 'Stirling',
    'Ayr', 'Cumbernauld', 'East Kilbride', 'Falkirk', 'Greenock', 'Hamilton', 'Kilmarnock', 'Kirkcaldy',
    'Livingston', 'Paisley',
  ],
  Wales: [
    'Bangor', 'Cardiff', 'Newport', 'St Asaph', 'St Davids', 'Swansea', 'Wrexham',
    'Aberystwyth', 'Barry', 'Bridgend', 'Caerphilly', 'Cwmbran', 'Llanelli', 'Merthyr Tydfil', 'Neath',
    'Port Talbot',
  ],
  'Northern Ireland': [
    'Armagh', 'Bangor', 'Belfast', 'Derry', 'Lisburn', 'Newry',
    'Ballymena', 'Carrickfergus', 'Coleraine', 'Craigavon', 'Enniskillen', 'Newtownabbey', 'Omagh',
  ],
};

const rows = Object.entries(CITIES).flatMap(([country, names]) => names.map((name) => [name, country] as const));

export class UkCities1795318378110 implements MigrationInterface {
  name = 'UkCities1795318378110';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const values = rows.map((_, i) => `($${i * 2 + 1}, $${i * 2 + 2})`).join(', ');
    await queryRunner.query(
      `INSERT INTO "uk_cities" ("name", "country") VALUES ${values} ON CONFLICT ("name", "country") DO NOTHING`,
      rows.flat(),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const values = rows.map((_, i) => `($${i * 2 + 1}, $${i * 2 + 2})`).join(', ');
    await queryRunner.query(`DELETE FROM "uk_cities" WHERE ("name", "country") IN (${values})`, rows.flat());
  }
}
