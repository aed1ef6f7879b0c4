import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, TextField } from 'ui';
import { Page } from '../../components/page';
import {
  LOCAL_PROFILE_FIELDS,
  readLocalProfile,
  writeLocalProfile,
  type LocalProfile,
  type LocalProfileField,
} from './local-profile-storage';

type Errors = Partial<Record<LocalProfileField, string>>;

/**
 * `/admin`: the spec's local-only profile editor. The original asked with `window.prompt`; a form
 * does the same job without blocking the page. Nothing reaches the server, so any non-empty text
 * is accepted: this data is the student's own scratch copy, not their account.
 */
export function LocalProfilePage() {
  const [profile, setProfile] = useState<LocalProfile>(() => readLocalProfile());
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);

  const change = (field: LocalProfileField, value: string) => {
    setProfile((current) => ({ ...current, [field]: value }));
    setSaved(false);
  };

  function save(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    for (const { field, label } of LOCAL_PROFILE_FIELDS) {
      if (profile[field].trim() === '') found[field] = `${label} cannot be empty.`;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    writeLocalProfile(profile);
    setSaved(true);
  }

  return (
    <Page title="Edit profile">
      <Card subtitle="Saved in this browser only.">
        <form onSubmit={save} noValidate aria-label="Local profile">
          {LOCAL_PROFILE_FIELDS.map(({ field, label }) => (
            <TextField
              key={field}
              label={label}
              name={field}
              value={profile[field]}
              error={errors[field]}
              onChange={(value) => change(field, value)}
              required
            />
          ))}
          <Button type="submit">Save</Button>
        </form>
        {saved && (
          <div style={{ marginTop: '1rem' }}>
            <Alert tone="success">Profile saved.</Alert>
          </div>
        )}
      </Card>
    </Page>
  );
}
