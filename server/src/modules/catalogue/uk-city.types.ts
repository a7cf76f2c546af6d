import { Field, ID, ObjectType } from 'type-graphql';
import type { UkCity as UkCityRow } from './uk-city.entity';

@ObjectType('UkCity', { description: "A city or large town of the franchise form's location picker." })
export class UkCityOption {
  @Field(() => ID)
  id: number;

  @Field()
  name: string;

  @Field({ description: 'England, Scotland, Wales or Northern Ireland.' })
  country: string;
}

export const toUkCityOption = (c: UkCityRow): UkCityOption => ({ id: c.id, name: c.name, country: c.country });
