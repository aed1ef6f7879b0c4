import { Check, Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { SignupMode } from './signup-mode.js';

/**
 * The campus's own settings: one row (id 1), written the first time an admin chooses. Until
 * then the gateway's SIGNUP_MODE (config.ts) decides; afterwards the row does.
 */
@Entity({ tableName: 'campus_settings' })
@Check({ name: 'campus_settings_one_row_check', expression: 'id = 1' })
export class CampusSettings {
  [OptionalProps]?: 'id' | 'updatedAt';

  @PrimaryKey({ type: 'smallint', default: 1, autoincrement: false })
  id!: number;

  @Enum({ items: () => SignupMode, nativeEnumName: 'signup_mode' })
  signupMode!: SignupMode;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt!: Date;
}
