import { Query, Resolver } from 'type-graphql';
import { OFFICE_TIME_ZONE } from '../../core/clock.js';

@Resolver()
export class OfficeResolver {
  // Public: the pages without a login (a guardian's answer) show times too, and the session's
  // first question, asked on every page, carries it beside `me`.
  @Query(() => String, { description: "The office's time zone (an IANA name, such as Asia/Kolkata): mail, messages, the gate card and every screen show times in it" })
  officeTimeZone(): string {
    return OFFICE_TIME_ZONE;
  }
}
