import { Field, ObjectType } from 'type-graphql';
import type { ClassmateView } from './classmate.service.js';

@ObjectType('SelectionClassmate', { simpleResolvers: true, description: 'A student drawn in the same process, of the same gender, as a look-up by enrollment ID shows them: the name only' })
export class SelectionClassmateType implements ClassmateView {
  @Field(() => String, { description: 'Their registered full name' })
  name!: string;

  @Field(() => String)
  enrollmentId!: string;
}
