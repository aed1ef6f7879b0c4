import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'web-kit/graphql';
import { styled, Alert, Button, Card, TextField } from 'ui';
import { serverFieldErrors, serverMessage } from 'web-kit';
import { UPDATE_MY_SETTINGS, type ProfileUser } from './profile.operations';

const Intro = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Check = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 1rem;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

type GuardianField = 'guardianName' | 'guardianEmail' | 'guardianPhone';

const FIELDS: readonly { field: GuardianField; label: string; type: 'text' | 'email' | 'tel' }[] = [
  { field: 'guardianName', label: "Guardian's name", type: 'text' },
  { field: 'guardianEmail', label: "Guardian's email", type: 'email' },
  { field: 'guardianPhone', label: "Guardian's phone", type: 'tel' },
];

/**
 * 'Guardian and notifications': who the guardian is (asked to agree to each outpass where the
 * hostel requires it, told when the student leaves and returns) and whether notifications also
 * come by email. A blank guardian field clears it; the server checks the formats.
 */
export function GuardianSettingsForm({ user }: { user: ProfileUser }) {
  const checkboxId = useId();
  const [values, setValues] = useState({
    guardianName: user.guardianName ?? '',
    guardianEmail: user.guardianEmail ?? '',
    guardianPhone: user.guardianPhone ?? '',
  });
  const [emailNotifications, setEmailNotifications] = useState(user.emailNotifications);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [updateMySettings, { loading }] = useMutation(UPDATE_MY_SETTINGS);

  const edited = () => setSaved(false);
  const change = (field: GuardianField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
    edited();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSaved(false);
    const input = {
      guardianName: values.guardianName.trim(),
      guardianEmail: values.guardianEmail.trim(),
      guardianPhone: values.guardianPhone.trim(),
      emailNotifications,
    };
    try {
      await updateMySettings({ variables: { input } });
      setErrors({});
      setSaved(true);
    } catch (error) {
      setFailure(serverMessage(error, 'Your settings could not be saved. Please try again.'));
      setErrors(serverFieldErrors(error));
    }
  }

  return (
    <Card title="Guardian and notifications">
      <form onSubmit={submit} noValidate aria-label="Guardian and notifications">
        <Intro>Where your hostel asks for it, your guardian is emailed to agree to each outpass, and told when you leave and come back.</Intro>
        {failure && <Alert>{failure}</Alert>}
        {FIELDS.map(({ field, label, type }) => (
          <TextField key={field} label={label} name={field} type={type} value={values[field]} error={errors[field]} onChange={(value) => change(field, value)} />
        ))}
        <Check>
          <input
            id={checkboxId}
            type="checkbox"
            name="emailNotifications"
            checked={emailNotifications}
            onChange={(event) => {
              setEmailNotifications(event.target.checked);
              edited();
            }}
          />
          <label htmlFor={checkboxId}>Email me about decisions</label>
        </Check>
        <Footer>
          <Button type="submit" loading={loading}>
            Save
          </Button>
          {/* Always rendered, so that screen readers announce the text when it appears. */}
          <span role="status">{saved ? 'Settings saved.' : ''}</span>
        </Footer>
      </form>
    </Card>
  );
}
