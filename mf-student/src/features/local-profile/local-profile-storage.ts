/** The browser-only profile the spec's `/admin` screen edits. */
export interface LocalProfile {
  username: string;
  email: string;
  address: string;
  phone: string;
  dob: string;
}

export type LocalProfileField = keyof LocalProfile;

/** The fields in display order, with their labels; the localStorage keys are the field names. */
export const LOCAL_PROFILE_FIELDS: readonly { field: LocalProfileField; label: string }[] = [
  { field: 'username', label: 'Username' },
  { field: 'email', label: 'Email' },
  { field: 'address', label: 'Address' },
  { field: 'phone', label: 'Phone' },
  { field: 'dob', label: 'Date of Birth' },
];

/** What this browser holds; missing keys read as empty. */
export function readLocalProfile(storage: Storage = localStorage): LocalProfile {
  const read = (key: LocalProfileField) => storage.getItem(key) ?? '';
  return { username: read('username'), email: read('email'), address: read('address'), phone: read('phone'), dob: read('dob') };
}

export function writeLocalProfile(profile: LocalProfile, storage: Storage = localStorage): void {
  for (const { field } of LOCAL_PROFILE_FIELDS) storage.setItem(field, profile[field]);
}
