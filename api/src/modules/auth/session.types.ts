import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('Session', { description: 'A signed-in device or browser of the caller.' })
export class SessionInfo {
  @Field(() => ID, { description: 'Stable id of the session.' })
  id!: string;

  @Field(() => Date, { description: 'When the sign-in happened.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When its token expires.' })
  expiresAt!: Date;

  @Field(() => String, { nullable: true, description: 'The browser or app that signed in (its User-Agent), if it said.' })
  userAgent!: string | null;

  @Field(() => String, { nullable: true, description: 'The address it signed in from.' })
  ip!: string | null;

  @Field(() => Boolean, { description: 'True for the session making this request.' })
  current!: boolean;
}
