import { type FormEvent, useRef, useState } from 'react';

/**
 * Runs `action` one at a time: a call while the last one is still running (a double click, Enter pressed twice,
 * a click while the form is still being checked) is ignored. `running` is true meanwhile, to disable the button;
 * the ref decides, since a second click can arrive before React has drawn the button disabled. `action` should
 * settle when its request does (mutateAsync, not mutate).
 */
export function useActionOnce<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const busy = useRef(false);
  const [running, setRunning] = useState(false);
  const run = (...args: A) => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    void action(...args).finally(() => {
      busy.current = false;
      setRunning(false);
    });
  };
  return { run, running };
}

/** A form's submit handler that submits once at a time (see useActionOnce); the page never navigates. */
export function useSubmitOnce(handler: (event: FormEvent<HTMLFormElement>) => Promise<unknown>) {
  const { run, running } = useActionOnce(handler);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(event);
  };
  return { onSubmit, submitting: running };
}
