import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { NotificationKind } from '../../core/enums.js';
import type { NotificationView } from '../../core/views.js';

@ObjectType('Notification', { simpleResolvers: true })
export class NotificationType implements Omit<NotificationView, 'userId'> {
  @Field(() => ID)
  id!: string;

  @Field(() => NotificationKind)
  kind!: NotificationKind;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  body!: string;

  @Field(() => String, { nullable: true, description: 'A path in the product to open' })
  link!: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: string;

  @Field(() => Boolean)
  read!: boolean;
}

@ObjectType('NotificationPage', { simpleResolvers: true })
export class NotificationPageType {
  @Field(() => [NotificationType], { description: 'Newest first' })
  items!: NotificationType[];

  @Field(() => Int, { description: 'How many are unread, in all' })
  unread!: number;
}
