import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { Place } from './places';

export enum PlaceKind {
  UK = 'uk',
  NATION = 'nation',
  REGION = 'region',
  TOWN = 'town',
}
registerEnumType(PlaceKind, { name: 'PlaceKind', description: 'The whole UK, a nation, one of the nine English regions, or a town.' });

@ObjectType({ description: 'A place a franchise can be offered in, and a location search can name.' })
export class PlaceArea {
  @Field(() => ID, { description: "The area key: 'uk', 'nation:Wales', 'region:North West' or 'town:<id>'." })
  key: string;

  @Field(() => PlaceKind)
  kind: PlaceKind;

  @Field({ description: "'Anywhere in the UK' for the whole country." })
  name: string;

  @Field(() => String, {
    nullable: true,
    description: "Where it lies: 'Yorkshire and the Humber, England' for a town, 'England' for a region.",
  })
  within: string | null;
}

export const toPlaceArea = (p: Place): PlaceArea => ({ key: p.key, kind: p.kind as PlaceKind, name: p.name, within: p.within });
