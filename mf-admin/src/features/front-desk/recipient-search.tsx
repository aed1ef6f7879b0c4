import { DESK_PARCEL_RECIPIENTS, type ParcelRecipient } from './front-desk.operations';
import { residentLabel, ResidentSearch, type DeskSearchProps } from './resident-search';

/** The resident a parcel is for, found as the guard types. */
export function RecipientSearch(props: DeskSearchProps<ParcelRecipient>) {
  return <ResidentSearch {...props} document={DESK_PARCEL_RECIPIENTS} label="Recipient" name="recipient" chosenWords={(recipient) => `For ${residentLabel(recipient)}`} />;
}
