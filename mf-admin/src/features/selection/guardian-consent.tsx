import { styled } from 'ui';
import { useMutation, useQuery } from 'web-kit/graphql';
import { GUARDIAN_CONSENT, SET_GUARDIAN_CONSENT } from './guardian-consent.operations';
import { HostelRuleCard, HostelsFieldset, useHostelRule } from './hostel-rule-card';

const Hostels = styled(HostelsFieldset)`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;

  label {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 44px;
  }
`;

const ABOUT = "A new outpass from a ticked hostel first asks the student's guardian by email; it can be approved only once they agree.";

/**
 * The Guardian consent rule (admins): per hostel, whether a new outpass first asks the student's
 * guardian. Until the guardian agrees, nobody can approve it. A tick saves at once.
 */
export function GuardianConsent() {
  const { data, error } = useQuery(GUARDIAN_CONSENT, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SET_GUARDIAN_CONSENT);
  // A box flips at once; it shows the cached rule again once answered (the old one if the server refuses).
  const rule = useHostelRule<boolean>((hostelId, required) => save({ variables: { hostelId, required } }), (required) => (required ? 'guardians are asked' : 'guardians are not asked'));
  return (
    <HostelRuleCard title="Guardian consent" about={ABOUT} legend="Ask guardians to agree to outpasses" Fieldset={Hostels} hostels={data?.hostels} error={error}>
      {(hostel) => (
        <label>
          <input type="checkbox" checked={rule.shown(hostel.id, hostel.guardianConsentRequired)} onChange={(event) => void rule.change(hostel.id, hostel.name, event.target.checked)} />
          {hostel.name}
        </label>
      )}
    </HostelRuleCard>
  );
}
