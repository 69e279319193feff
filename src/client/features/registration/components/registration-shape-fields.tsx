import { Checkbox } from '@client/components/ui/checkbox';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { useT } from '@client/lib/i18n/i18n-context';
import { GUESTS_MAX } from '@shared/constants';
import type { Event } from '@shared/schemas/events';
import type { Answer, AnswerValue, Guest, TicketLine } from '@shared/schemas/registration-shape';

type Shape = Pick<Event, 'ticketTypes' | 'guestNames' | 'questions'>;
type Question = Event['questions'][number];

/** How many of each ticket type: one number field per type, in the event's order (phone-sized). */
export function TicketQuantities({
  event,
  tickets,
  onChange,
  describedBy,
}: {
  event: Shape;
  tickets: TicketLine[];
  onChange: (tickets: TicketLine[]) => void;
  describedBy?: string;
}) {
  const t = useT();
  const quantityOf = (id: string) => tickets.find((t) => t.ticketTypeId === id)?.quantity ?? 0;
  return (
    <fieldset className="grid gap-3" aria-describedby={describedBy}>
      <legend className="mb-2 font-medium text-sm">{t('registration.tickets')}</legend>
      {event.ticketTypes.map((type) => (
        <div key={type.id} className="grid grid-cols-[1fr_5rem] items-center gap-3">
          <Label htmlFor={`ticket-${type.id}`} className="grid gap-0.5">
            <span>{type.name}</span>
            {type.description ? (
              <span className="font-normal text-muted-foreground text-xs">{type.description}</span>
            ) : null}
            {type.spotsLeft !== null && type.spotsLeft <= 10 ? (
              <span className="font-normal text-muted-foreground text-xs">
                {type.spotsLeft === 0
                  ? t('registration.ticketFull')
                  : t('registration.ticketLeft', { count: type.spotsLeft })}
              </span>
            ) : null}
          </Label>
          <Input
            id={`ticket-${type.id}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={GUESTS_MAX}
            value={String(quantityOf(type.id))}
            onChange={(e) => {
              const quantity = Math.max(0, Math.min(GUESTS_MAX, Math.trunc(Number(e.target.value) || 0)));
              onChange(
                event.ticketTypes
                  .map((t) => ({
                    ticketTypeId: t.id,
                    quantity: t.id === type.id ? quantity : quantityOf(t.id),
                  }))
                  .filter((t) => t.quantity > 0),
              );
            }}
          />
        </div>
      ))}
    </fieldset>
  );
}

/** A name for each person after the first (and their ticket type, when the event has types). */
export function GuestNameFields({
  event,
  partySize,
  guests,
  onChange,
}: {
  event: Shape;
  partySize: number;
  guests: Guest[];
  onChange: (guests: Guest[]) => void;
}) {
  const t = useT();
  if (event.guestNames === 'off' || partySize < 2) return null;
  const count = Math.min(partySize, GUESTS_MAX) - 1;
  const set = (i: number, guest: Guest) =>
    onChange(Array.from({ length: count }, (_, j) => (j === i ? guest : (guests[j] ?? { name: '' }))));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium text-sm">
        {event.guestNames === 'optional'
          ? t('registration.guestNamesOptional')
          : t('registration.guestNames')}
      </legend>
      {Array.from({ length: count }, (_, i) => i).map((i) => (
        // Person i + 2 of the party: the position is who it is.
        <div key={`person-${i + 2}`} className="grid gap-1">
          <Label htmlFor={`guest-name-${i}`}>{t('registration.guestName', { number: i + 2 })}</Label>
          <Input
            id={`guest-name-${i}`}
            autoComplete="off"
            maxLength={100}
            value={guests[i]?.name ?? ''}
            onChange={(e) => set(i, { ...guests[i], name: e.target.value })}
          />
        </div>
      ))}
    </fieldset>
  );
}

/** One field for a question's answer, of its type. */
function AnswerField({
  id,
  question,
  value,
  onChange,
}: {
  id: string;
  question: Question;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
}) {
  const t = useT();
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  switch (question.type) {
    case 'long-text':
      return (
        <Textarea id={id} rows={3} maxLength={2000} value={text} onChange={(e) => onChange(e.target.value)} />
      );
    case 'single':
      return (
        <NativeSelect id={id} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('registration.choose')}</option>
          {question.options?.map((o, i) => (
            <option key={o} value={o}>
              {question.optionLabels?.[i] ?? o}
            </option>
          ))}
        </NativeSelect>
      );
    case 'multiple': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <div id={id} className="grid gap-2">
          {question.options?.map((o, i) => (
            <span key={o} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-${o}`}
                checked={chosen.includes(o)}
                onCheckedChange={(on) => onChange(on ? [...chosen, o] : chosen.filter((c) => c !== o))}
              />
              <Label htmlFor={`${id}-${o}`} className="font-normal">
                {question.optionLabels?.[i] ?? o}
              </Label>
            </span>
          ))}
        </div>
      );
    }
    case 'checkbox':
      return <Checkbox id={id} checked={value === true} onCheckedChange={(on) => onChange(on === true)} />;
    case 'number':
      return (
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'date':
      return <Input id={id} type="date" value={text} onChange={(e) => onChange(e.target.value)} />;
    default:
      return <Input id={id} maxLength={500} value={text} onChange={(e) => onChange(e.target.value)} />;
  }
}

/** The organiser's questions; a per-guest one is asked of each person of the party. */
export function QuestionFields({
  event,
  partySize,
  guests,
  answers,
  onChange,
  error,
}: {
  event: Shape;
  partySize: number;
  guests: Guest[];
  answers: Answer[];
  onChange: (answers: Answer[]) => void;
  /** The server's refusal, naming `answers.<questionId>`. */
  error?: { questionId: string; message: string };
}) {
  const t = useT();
  if (event.questions.length === 0) return null;
  const answerOf = (questionId: string, guestIndex: number | undefined) =>
    answers.find((a) => a.questionId === questionId && (a.guestIndex ?? 0) === (guestIndex ?? 0))?.value;
  const set = (questionId: string, guestIndex: number | undefined, value: AnswerValue) =>
    onChange([
      ...answers.filter((a) => !(a.questionId === questionId && (a.guestIndex ?? 0) === (guestIndex ?? 0))),
      { questionId, ...(guestIndex === undefined ? {} : { guestIndex }), value },
    ]);
  const person = (i: number) =>
    i === 0 ? t('registration.you') : guests[i - 1]?.name || t('registration.person', { number: i + 1 });
  return (
    <div className="grid gap-4">
      {event.questions.map((q) => {
        const people = q.perGuest ? Math.min(partySize, GUESTS_MAX) : 1;
        const label = q.required ? q.label : t('registration.optionalLabel', { label: q.label });
        const errorId = `question-${q.id}-error`;
        const failed = error?.questionId === q.id;
        return (
          <fieldset key={q.id} className="grid gap-2" aria-describedby={failed ? errorId : undefined}>
            <legend className="mb-1 font-medium text-sm">{label}</legend>
            {q.helpText ? <p className="text-muted-foreground text-xs">{q.helpText}</p> : null}
            {Array.from({ length: people }, (_, i) => {
              const id = `question-${q.id}-${i}`;
              const guestIndex = q.perGuest ? i : undefined;
              return (
                <div key={id} className="grid gap-1">
                  <Label htmlFor={id} className={q.perGuest ? 'font-normal' : 'sr-only'}>
                    {q.perGuest ? person(i) : label}
                  </Label>
                  <AnswerField
                    id={id}
                    question={q}
                    value={answerOf(q.id, guestIndex)}
                    onChange={(value) => set(q.id, guestIndex, value)}
                  />
                </div>
              );
            })}
            {failed ? (
              <p id={errorId} className="text-destructive text-sm" role="alert">
                {error?.message}
              </p>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}
