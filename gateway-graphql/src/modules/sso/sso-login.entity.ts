import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';

/**
 * A sign-in on its way through the provider, kept server-side: the browser holds only a random
 * key (a cookie, stored here as its SHA-256). The PKCE verifier, `state` and `nonce` never leave
 * the gateway but in the forms the protocol sends; the row is used once, then deleted.
 */
@Entity({ tableName: 'sso_logins' })
export class SsoLogin {
  [OptionalProps]?: 'createdAt';

  /** SHA-256 of the browser's cookie. */
  @PrimaryKey({ type: 'string', length: 64 })
  keyHash!: string;

  @Property({ type: 'string', length: 300 })
  issuer!: string;

  @Property({ type: 'string', length: 100 })
  state!: string;

  @Property({ type: 'string', length: 100 })
  nonce!: string;

  @Property({ type: 'string', length: 100 })
  codeVerifier!: string;

  /** Where in the app to go once signed in (a path of this site, checked when it was asked for). */
  @Property({ type: 'string', length: 500 })
  returnTo!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;

  @Index({ name: 'sso_logins_expires_at_index' })
  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
