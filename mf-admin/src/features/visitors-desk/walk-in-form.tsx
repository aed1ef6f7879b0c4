import { useRef, useState, type FormEvent } from 'react';
import { SelectField, TextField } from 'ui';
import { useMutation } from 'web-kit/graphql';
import type { Gender } from '../../gql/graphql';
import { formFailure } from '../../shared/form-failure';
import type { SayOptions } from '../../shared/status-message';
import { DeskForm, WideButton } from '../front-desk/desk-styles';
import { HostSearch } from './host-search';
import { IdFields } from './id-fields';
import { checkShownId, NO_ID, type ShownId } from './shown-id';
import { addToToday } from './use-todays-visits';
import { REGISTER_WALK_IN, type VisitHost } from './visitors-desk.operations';

const FIELDS = ['hostId', 'visitorName', 'visitorPhone', 'relation', 'visitorGender', 'idType', 'idLast4'] as const;
type Field = (typeof FIELDS)[number];

const GENDERS = [
  { value: 'FEMALE', label: 'Female' },
  { value: 'MALE', label: 'Male' },
];

const EMPTY = { name: '', phone: '', relation: '', gender: '' };

/**
 * A visitor without a pass: the student they came for (found as the guard types), who the
 * visitor is, the ID shown; then "Ask <student>". The student answers on their phone within 10
 * minutes, and the answer shows live under Asking the host. The form is then ready for the next.
 */
export function WalkInForm({ say, onAsked }: { say: (text: string, options?: SayOptions) => void; onAsked: () => void }) {
  const search = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [host, setHost] = useState<VisitHost | null>(null);
  const [visitor, setVisitor] = useState(EMPTY);
  const [shown, setShown] = useState<ShownId>(NO_ID);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [ask, { loading }] = useMutation(REGISTER_WALK_IN, { update: (data, _variables, cache) => addToToday(cache, data.registerWalkIn) });
  const change = (field: keyof typeof EMPTY) => (value: string) => setVisitor((now) => ({ ...now, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkShownId(shown);
    const mine = { ...(!host && { hostId: 'Choose the student from the list.' }), ...('errors' in checked ? checked.errors : {}) };
    if (!host || 'errors' in checked) {
      setErrors(mine);
      return say('Nobody was asked: check the fields marked.', { tone: 'error' });
    }
    const input = { hostId: host.studentId, visitorName: visitor.name.trim(), visitorPhone: visitor.phone.trim(), relation: visitor.relation.trim(), ...(visitor.gender && { visitorGender: visitor.gender as Gender }), ...checked.input };
    try {
      const { data } = await ask({ variables: { input } });
      if (!data) return;
      setErrors({});
      setText('');
      setHost(null);
      setVisitor(EMPTY);
      setShown(NO_ID);
      onAsked();
      say(`Asked ${data.registerWalkIn.studentName} about ${data.registerWalkIn.visitorName}. The answer shows under Asking the host.`);
    } catch (error) {
      const failure = formFailure(error, FIELDS, 'Nobody was asked: the server did not answer. Try again.');
      setErrors(failure.fieldErrors);
      say(failure.message ?? 'Nobody was asked: check the fields marked.', { tone: 'error' });
    }
  };

  return (
    <DeskForm aria-label="A walk-in visitor" noValidate onSubmit={(event) => void submit(event)}>
      <HostSearch
        text={text}
        onText={(next) => {
          setText(next);
          setHost(null);
        }}
        chosen={host}
        onChoose={(chosen) => {
          setHost(chosen);
          setText(chosen.name);
          setErrors(({ hostId: _, ...rest }) => rest);
        }}
        error={errors.hostId}
        inputRef={search}
      />
      <TextField label="Visitor's name" name="visitorName" value={visitor.name} onChange={change('name')} error={errors.visitorName} autoComplete="off" />
      <TextField label="Visitor's phone" name="visitorPhone" type="tel" value={visitor.phone} onChange={change('phone')} error={errors.visitorPhone} autoComplete="off" />
      <TextField label="Relation (mother, friend …)" name="relation" value={visitor.relation} onChange={change('relation')} error={errors.relation} autoComplete="off" />
      <SelectField label="Visitor's gender (optional)" name="visitorGender" placeholder="Not given" value={visitor.gender} options={GENDERS} onChange={change('gender')} error={errors.visitorGender} />
      <IdFields value={shown} onChange={setShown} errors={errors} />
      <WideButton type="submit" loading={loading}>
        {host ? `Ask ${host.name}` : 'Ask the student'}
      </WideButton>
    </DeskForm>
  );
}
