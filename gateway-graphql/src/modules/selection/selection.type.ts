import { Field, GraphQLISODateTime, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import type { SelectionWindowStateView, SelectionWindowView } from './selection.views.js';

export enum WindowStateKind {
  OPEN = 'OPEN',
  NOT_YET = 'NOT_YET',
  CLOSED = 'CLOSED',
  NOT_ELIGIBLE = 'NOT_ELIGIBLE',
}
registerEnumType(WindowStateKind, { name: 'WindowState', description: 'Whether this viewer may book or request in this hostel now' });

@ObjectType('SelectionWindow', { simpleResolvers: true })
export class SelectionWindowType implements SelectionWindowView {
  @Field(() => ID, { nullable: true, description: 'Null: the window for every hostel without its own' })
  hostelId!: string | null;

  @Field(() => String, { nullable: true })
  hostelName!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Null: open from the start' })
  opensAt!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Null: never closes' })
  closesAt!: string | null;

  @Field(() => [String], { description: 'Students whose enrollment ID starts with one of these; empty: every student' })
  enrollmentPrefixes!: string[];

  @Field(() => GraphQLISODateTime)
  updatedAt!: string;
}

@ObjectType('SelectionWindowState', { simpleResolvers: true })
export class SelectionWindowStateType implements SelectionWindowStateView {
  @Field(() => ID)
  hostelId!: string;

  @Field(() => String)
  hostelName!: string;

  @Field(() => WindowStateKind)
  state!: WindowStateKind;

  @Field(() => GraphQLISODateTime, { nullable: true })
  opensAt!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  closesAt!: string | null;

  @Field(() => [String], { description: 'Who may take part: students whose enrollment ID starts with one of these; empty: every student' })
  enrollmentPrefixes!: string[];

  @Field(() => String, {
    nullable: true,
    description: 'The selection process whose times these are: the one that governs the hostel, or the last done while the window it replaced stands; null: the times are the window\'s',
  })
  processName!: string | null;

  @Field(() => GraphQLISODateTime, { description: "The server's clock when this was read, so a screen can time the open and the close" })
  now!: string;
}

@InputType('SelectionWindowInput')
export class SelectionWindowInput {
  @Field(() => ID, { nullable: true, description: 'Null or absent: the window for every hostel' })
  hostelId?: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  opensAt?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  closesAt?: Date | null;

  @Field(() => [String], { nullable: true })
  enrollmentPrefixes?: string[] | null;
}
