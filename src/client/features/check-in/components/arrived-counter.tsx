import { useT } from '@client/lib/i18n/i18n-context';
import { Fragment } from 'react';

type ArrivedCounterProps = { arrived: number; expected: number };

const ARRIVED = '\uE000';
const EXPECTED = '\uE001';

/**
 * "Arrived N of M": people of the confirmed parties who have come in, out of all they bring. The words between
 * the two numbers ("of") are set small, wherever the language puts the numbers.
 */
export function ArrivedCounter({ arrived, expected }: ArrivedCounterProps) {
  const t = useT();
  const parts = t('admin.checkIn.arrivedCounter', { arrived: ARRIVED, expected: EXPECTED }).split(
    /([\uE000\uE001])/,
  );
  const numbers = parts.flatMap((part, i) => (part === ARRIVED || part === EXPECTED ? [i] : []));
  const [first = -1, last = -1] = numbers;
  return (
    <p className="font-bold text-2xl tabular-nums" data-testid="arrived-counter">
      {parts.map((part, i) =>
        part === ARRIVED ? (
          arrived
        ) : part === EXPECTED ? (
          expected
        ) : i > first && i < last ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
          <Fragment key={i}>
            {part.match(/^\s*/)?.[0]}
            <span className="font-normal text-lg text-muted-foreground">{part.trim()}</span>
            {part.match(/\s*$/)?.[0]}
          </Fragment>
        ) : (
          part
        ),
      )}
    </p>
  );
}
