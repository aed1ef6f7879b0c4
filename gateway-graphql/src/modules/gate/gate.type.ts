import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { GateDirection } from '../../core/enums.js';
import type { GatePassView } from './gate.views.js';
import type { GateScanView } from '../outpass/index.js';
import { OutpassType } from '../outpass/index.js';

@ObjectType('GatePass', { simpleResolvers: true, description: 'What the student shows at the gate' })
export class GatePassType implements GatePassView {
  @Field(() => ID)
  outpassId!: string;

  @Field(() => String, { description: 'The signed pass (a JWT naming the outpass and nothing personal): what the QR code holds' })
  token!: string;

  @Field(() => String, { description: 'The same pass as a code to type (XXXXX-XXXXX)' })
  code!: string;

  @Field(() => String, { description: 'The QR code of the token, an SVG document' })
  qrSvg!: string;

  @Field(() => GraphQLISODateTime)
  expiresAt!: string;
}

@ObjectType('GateScan', { simpleResolvers: true, description: 'A scan the gate accepted' })
export class GateScanType implements GateScanView {
  @Field(() => GateDirection)
  direction!: GateDirection;

  @Field(() => GraphQLISODateTime)
  at!: string;

  @Field(() => Boolean, { description: 'A return after the expected return time' })
  late!: boolean;

  @Field(() => String)
  studentName!: string;

  @Field(() => String, { description: "The student's initial, for the photo placeholder" })
  initial!: string;

  @Field(() => String)
  enrollmentId!: string;

  @Field(() => String, { nullable: true })
  hostelName!: string | null;

  @Field(() => OutpassType)
  outpass!: OutpassType;

  @Field(() => Boolean, { description: "Going out more than half an hour before the outpass's declared out time (the hostel lets them, with a warning)" })
  early!: boolean;

  @Field(() => String, { nullable: true, description: 'What the guard must read beside the student, e.g. "Early: declared out at 10:00, now 05:23"; null: nothing' })
  warning!: string | null;
}
