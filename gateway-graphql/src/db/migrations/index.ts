import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000Init } from './Migration20261121000000Init.js';
import { Migration20261123000000RoommateConsent } from './Migration20261123000000RoommateConsent.js';
import { Migration20261123120000IdempotencyKeys } from './Migration20261123120000IdempotencyKeys.js';
import { Migration20261123130000DecisionKeys } from './Migration20261123130000DecisionKeys.js';
import { Migration20261124000000Office } from './Migration20261124000000Office.js';
import { Migration20261125000000Gate } from './Migration20261125000000Gate.js';
import { Migration20261126000000BedLife } from './Migration20261126000000BedLife.js';
import { Migration20261127000000EarlyExit } from './Migration20261127000000EarlyExit.js';
import { Migration20261128000000Inventory } from './Migration20261128000000Inventory.js';
import { Migration20261128100000Roster } from './Migration20261128100000Roster.js';
import { Migration20261128200000AcademicYear } from './Migration20261128200000AcademicYear.js';
import { Migration20261129000000SelectionProcess } from './Migration20261129000000SelectionProcess.js';
import { Migration20261129100000RoommateProfiles } from './Migration20261129100000RoommateProfiles.js';
import { Migration20261129130000GroupRoomRequests } from './Migration20261129130000GroupRoomRequests.js';
import { Migration20261129140000YearRosters } from './Migration20261129140000YearRosters.js';
import { Migration20261130000000SsoAccounts } from './Migration20261130000000SsoAccounts.js';
import { Migration20261130100000StaffFactors } from './Migration20261130100000StaffFactors.js';
import { Migration20261201000000Repairs } from './Migration20261201000000Repairs.js';
import { Migration20261202000000RepairRooms } from './Migration20261202000000RepairRooms.js';
import { Migration20261203000000RepairListOrder } from './Migration20261203000000RepairListOrder.js';
import { Migration20261204000000Parcels } from './Migration20261204000000Parcels.js';

/** Every migration, in order. The runtime never globs the folder. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121000000Init', class: Migration20261121000000Init },
  { name: 'Migration20261123000000RoommateConsent', class: Migration20261123000000RoommateConsent },
  { name: 'Migration20261123120000IdempotencyKeys', class: Migration20261123120000IdempotencyKeys },
  { name: 'Migration20261123130000DecisionKeys', class: Migration20261123130000DecisionKeys },
  { name: 'Migration20261124000000Office', class: Migration20261124000000Office },
  { name: 'Migration20261125000000Gate', class: Migration20261125000000Gate },
  { name: 'Migration20261126000000BedLife', class: Migration20261126000000BedLife },
  { name: 'Migration20261127000000EarlyExit', class: Migration20261127000000EarlyExit },
  { name: 'Migration20261128000000Inventory', class: Migration20261128000000Inventory },
  { name: 'Migration20261128100000Roster', class: Migration20261128100000Roster },
  { name: 'Migration20261128200000AcademicYear', class: Migration20261128200000AcademicYear },
  { name: 'Migration20261129000000SelectionProcess', class: Migration20261129000000SelectionProcess },
  { name: 'Migration20261129100000RoommateProfiles', class: Migration20261129100000RoommateProfiles },
  { name: 'Migration20261129130000GroupRoomRequests', class: Migration20261129130000GroupRoomRequests },
  { name: 'Migration20261129140000YearRosters', class: Migration20261129140000YearRosters },
  { name: 'Migration20261130000000SsoAccounts', class: Migration20261130000000SsoAccounts },
  { name: 'Migration20261130100000StaffFactors', class: Migration20261130100000StaffFactors },
  { name: 'Migration20261201000000Repairs', class: Migration20261201000000Repairs },
  { name: 'Migration20261202000000RepairRooms', class: Migration20261202000000RepairRooms },
  { name: 'Migration20261203000000RepairListOrder', class: Migration20261203000000RepairListOrder },
  { name: 'Migration20261204000000Parcels', class: Migration20261204000000Parcels },
];
