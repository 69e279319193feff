import { Button } from '@client/components/ui/button';
import { ApiRequestError, getErrorMessage } from '@client/lib/api-client';
import { useT } from '@client/lib/i18n/i18n-context';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { type CheckInAnswer, createWalkUp, postCheckIn, undoCheckIn } from '../api/check-in-api';
import { deviceId } from '../lib/device-id';
import { doorMessage } from '../lib/door-messages';
import {
  type Attendee,
  arrivedCount,
  attendeesAsSeenHere,
  createDoorStore,
  type QueuedCheckIn,
} from '../lib/door-store';
import { createQueueSync } from '../lib/sync-queue';
import { useLiveCheckIns } from '../lib/use-live-check-ins';
import { useOnline } from '../lib/use-online';
import { ArrivedCounter } from './arrived-counter';
import { AttendeeSearch } from './attendee-search';
import { CheckInOutcome, type Outcome } from './check-in-outcome';
import { ConnectionStatus } from './connection-status';
import { DoorEventPicker } from './door-event-picker';
import { PartyCard, refusalOf } from './party-card';
import { QrScannerPanel } from './qr-scanner-panel';
import { RefusedCheckIns } from './refused-check-ins';
import { VolunteerCheckIns } from './volunteer-check-ins';
import { WalkUpForm } from './walk-up-form';

/** A short buzz for a good ticket, a long double one for a refused one (where the phone can vibrate). */
const vibrate = (ok: boolean) => navigator.vibrate?.(ok ? 80 : [200, 100, 200]);

/**
 * A refusal by the server that a retry would not change (the party is already in, the ticket is for another
 * event or unknown); anything else (no connection, a server error) means "try again later".
 */
const isRefusal = (err: unknown) =>
  err instanceof ApiRequestError &&
  err.status >= 400 &&
  err.status < 500 &&
  ![401, 408, 429].includes(err.status);

/** The door screen: event, connection, counter, scanner or search, the party at a glance, and its result. */
export function CheckInScreen({ timeZone }: { timeZone: string }) {
  const [store] = useState(createDoorStore);
  const [sync] = useState(() => createQueueSync(store));
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const online = useOnline();
  const t = useT();
  useLiveCheckIns(state.eventId, store, sync);

  const attendees = useMemo(() => attendeesAsSeenHere(state), [state]);
  const { arrived, expected } = arrivedCount(attendees);
  const waiting = state.queue.length;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = attendees.find((a) => a.registrationId === selectedId) ?? null;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const [arriving, setArriving] = useState<'guests' | 'volunteers'>('guests');

  const show = (next: Outcome) => {
    setOutcome(next);
    setAnnouncement(`${next.title}. ${next.detail}`);
    vibrate(next.tone === 'ok');
  };

  const select = (attendee: Attendee) => {
    setOutcome(null);
    setSelectedId(attendee.registrationId);
    const refusal = refusalOf(attendee, t);
    setAnnouncement(
      t('admin.checkIn.announce.party', {
        name: attendee.fullName,
        count: attendee.guestCount,
        verdict: refusal ?? t('admin.checkIn.announce.valid'),
      }),
    );
    vibrate(refusal === null);
  };

  const onCode = async (code: string) => {
    const eventId = state.eventId;
    if (!eventId) return;
    const known = attendeesAsSeenHere(store.getState()).find((a) => a.ticketCode === code);
    if (known) return select(known);
    setSelectedId(null);
    if (!navigator.onLine) {
      return show({
        tone: 'refused',
        title: t('admin.checkIn.notOnList.title'),
        detail: t('admin.checkIn.notOnList.detail'),
      });
    }
    // Not on the list kept here: the server says whose it is (another event's, unknown) and, if it is a
    // party registered since the list was saved, checks it in.
    await admit({ code }, eventId);
  };

  /** Checks a party in: straight to the server when online, else (or when the connection fails) queued. */
  const admit = async (
    target: { code: string } | { attendee: Attendee; people: number },
    eventId: string,
  ) => {
    const clientId = crypto.randomUUID();
    const queued: QueuedCheckIn | null =
      'attendee' in target
        ? {
            clientId,
            eventId,
            registrationId: target.attendee.registrationId,
            fullName: target.attendee.fullName,
            people: target.people,
            madeAt: new Date().toISOString(),
          }
        : null;
    const saveForLater = (q: QueuedCheckIn) => {
      store.enqueue(q);
      const party = attendeesAsSeenHere(store.getState()).find((a) => a.registrationId === q.registrationId);
      show({
        tone: 'ok',
        title: t('admin.checkIn.checkedIn', { count: q.people }),
        detail: party
          ? t('admin.checkIn.savedHere.ofParty', {
              name: q.fullName,
              arrived: Math.min(party.checkedIn, party.guestCount),
              count: party.guestCount,
            })
          : t('admin.checkIn.savedHere', { name: q.fullName, people: q.people }),
      });
      setSelectedId(null);
    };
    if (queued && !navigator.onLine) return saveForLater(queued);
    setBusy(true);
    try {
      const answer: CheckInAnswer = await postCheckIn(eventId, {
        ...('code' in target
          ? { code: target.code }
          : { registrationId: target.attendee.registrationId, people: target.people }),
        clientId,
        deviceId: deviceId(),
      });
      store.partyChanged(eventId, answer, answer.ticketCode);
      setSelectedId(null);
      show({
        tone: 'ok',
        title: t('admin.checkIn.checkedIn', { count: answer.people }),
        detail: t('admin.checkIn.partyArrived', {
          name: answer.fullName,
          arrived: answer.checkedIn,
          count: answer.guestCount,
        }),
        checkInId: answer.checkInId,
      });
    } catch (err) {
      if (isRefusal(err) || !queued) {
        setSelectedId(null);
        show({
          tone: 'refused',
          title: t('admin.checkIn.notCheckedIn'),
          detail: doorMessage(getErrorMessage(err), t),
        });
      } else {
        saveForLater(queued);
      }
    } finally {
      setBusy(false);
    }
  };

  /** Registers a walk-up party, then checks all of it in; answers the refusal to show in the form, if any. */
  const registerWalkUp = async (walkUp: { fullName: string; guestCount: number; email: string | null }) => {
    const eventId = state.eventId;
    if (!eventId) return t('admin.checkIn.chooseEventFirst');
    setBusy(true);
    let party: Attendee;
    try {
      party = await createWalkUp(eventId, walkUp);
      store.partyChanged(eventId, party, party.ticketCode);
    } catch (err) {
      vibrate(false);
      return doorMessage(getErrorMessage(err), t);
    } finally {
      setBusy(false);
    }
    await admit({ attendee: party, people: party.guestCount }, eventId);
    return null;
  };

  const [undoing, setUndoing] = useState(false);
  const undo = async () => {
    if (!state.eventId || !outcome?.checkInId) return;
    setUndoing(true);
    try {
      const party = await undoCheckIn(state.eventId, outcome.checkInId);
      store.partyChanged(state.eventId, party, party.ticketCode);
      const title = t('admin.checkIn.undone');
      const detail = t('admin.checkIn.partyArrived', {
        name: party.fullName,
        arrived: party.checkedIn,
        count: party.guestCount,
      });
      setOutcome({ tone: 'refused', title, detail });
      setAnnouncement(`${title}. ${detail}`);
    } catch (err) {
      setAnnouncement(t('admin.checkIn.undoFailed', { error: doorMessage(getErrorMessage(err), t) }));
    } finally {
      setUndoing(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <DoorEventPicker
        value={state.eventId}
        onChange={(eventId) => {
          store.chooseEvent(eventId);
          setSelectedId(null);
          setOutcome(null);
        }}
        timeZone={timeZone}
      />
      <ConnectionStatus online={online} waiting={waiting} listSavedAt={state.listSavedAt} />
      <p className="sr-only" role="status" aria-live="assertive" aria-atomic="true">
        {announcement}
      </p>
      <RefusedCheckIns refused={state.refused} onDismiss={store.dismissRefused} />
      {state.eventId ? (
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="sr-only">{t('admin.checkIn.whoIsArriving')}</legend>
          {(['guests', 'volunteers'] as const).map((who) => (
            <Button
              key={who}
              variant={arriving === who ? 'default' : 'outline'}
              aria-pressed={arriving === who}
              onClick={() => setArriving(who)}
            >
              {who === 'guests' ? t('admin.checkIn.guests') : t('admin.checkIn.volunteers')}
            </Button>
          ))}
        </fieldset>
      ) : null}
      {state.eventId && arriving === 'volunteers' ? (
        <VolunteerCheckIns eventId={state.eventId} timeZone={timeZone} />
      ) : state.eventId ? (
        <>
          <ArrivedCounter arrived={arrived} expected={expected} />
          {selected ? (
            <PartyCard
              attendee={selected}
              busy={busy}
              onCheckIn={(people) =>
                state.eventId && void admit({ attendee: selected, people }, state.eventId)
              }
              onClose={() => setSelectedId(null)}
            />
          ) : outcome ? (
            <CheckInOutcome
              outcome={outcome}
              onUndo={online ? () => void undo() : undefined}
              undoing={undoing}
            />
          ) : null}
          <QrScannerPanel onCode={(code) => void onCode(code)} />
          <AttendeeSearch attendees={attendees} onSelect={select} />
          <WalkUpForm online={online} busy={busy} onSubmit={registerWalkUp} />
        </>
      ) : (
        <p className="text-muted-foreground">{t('admin.checkIn.chooseEventHint')}</p>
      )}
    </div>
  );
}
