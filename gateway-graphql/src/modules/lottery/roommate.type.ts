import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Comparison } from './compatibility.js';
import type { RoommateAnswerView, RoommateProfileView, RoommateSuggestionView } from './lottery.views.js';
import { QuestionKind, type Question } from './questionnaire.js';

registerEnumType(QuestionKind, { name: 'RoommateQuestionKind', description: 'SCALE: five ordered answers (one step apart counts). CHOICE: answers match or not' });

@ObjectType('RoommateQuestion', { simpleResolvers: true, description: "A question of a process's roommate questionnaire" })
export class RoommateQuestionType implements Question {
  @Field(() => String)
  key!: string;

  @Field(() => String)
  label!: string;

  @Field(() => QuestionKind)
  kind!: QuestionKind;

  @Field(() => [String], { description: 'The answers, in order; an answer is its index' })
  choices!: string[];

  @Field(() => Int, { description: '0 (asked, not counted) to 5' })
  weight!: number;

  @Field(() => Boolean, { description: 'A mismatch rules a pair out (a SCALE: two or more steps apart)' })
  dealbreaker!: boolean;
}

@InputType('RoommateQuestionInput')
export class RoommateQuestionInput {
  @Field(() => String)
  key!: string;

  @Field(() => String)
  label!: string;

  @Field(() => QuestionKind)
  kind!: QuestionKind;

  @Field(() => [String])
  choices!: string[];

  @Field(() => Int)
  weight!: number;

  @Field(() => Boolean)
  dealbreaker!: boolean;
}

@ObjectType('RoommateAnswer', { simpleResolvers: true })
export class RoommateAnswerType implements RoommateAnswerView {
  @Field(() => String)
  key!: string;

  @Field(() => Int, { description: 'The index of the chosen answer' })
  value!: number;
}

@InputType('RoommateAnswerInput')
export class RoommateAnswerInput {
  @Field(() => String)
  key!: string;

  @Field(() => Int)
  value!: number;
}

@InputType('RoommateProfileInput')
export class RoommateProfileInput {
  @Field(() => [RoommateAnswerInput])
  answers!: RoommateAnswerInput[];

  @Field(() => Boolean, { description: 'Others in the process may find them among suggested roommates' })
  discoverable!: boolean;

  @Field(() => [String], { description: 'The question keys whose answers others see' })
  shared!: string[];
}

@ObjectType('RoommateProfile', { simpleResolvers: true, description: "A student's roommate questionnaire and their answers" })
export class RoommateProfileType implements RoommateProfileView {
  @Field(() => ID)
  processId!: string;

  @Field(() => [RoommateQuestionType])
  questions!: Question[];

  @Field(() => [RoommateAnswerType])
  answers!: RoommateAnswerView[];

  @Field(() => Boolean)
  answered!: boolean;

  @Field(() => Boolean)
  discoverable!: boolean;

  @Field(() => [String])
  shared!: string[];

  @Field(() => String, { description: 'ISO time their slot opens: answers change until then' })
  editableUntil!: string;

  @Field(() => Boolean)
  editable!: boolean;
}

@ObjectType('RoommateComparison', { simpleResolvers: true })
export class RoommateComparisonType implements Comparison {
  @Field(() => String)
  key!: string;

  @Field(() => String, { description: 'same, one step apart, two steps apart, far apart, different' })
  word!: string;
}

@ObjectType('RoommateSuggestion', { simpleResolvers: true, description: 'A student who could share a room with the caller, and how well they match' })
export class RoommateSuggestionType implements RoommateSuggestionView {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  enrollmentId!: string;

  @Field(() => Int, { description: 'Compatibility, 0-100' })
  score!: number;

  @Field(() => String, { description: '"sleep: same; tidiness: one step apart", over the answers they show' })
  explanation!: string;

  @Field(() => [RoommateComparisonType])
  comparisons!: Comparison[];

  @Field(() => [RoommateAnswerType], { description: 'The answers they chose to show' })
  answers!: RoommateAnswerView[];
}
