type ArrivedCounterProps = { arrived: number; expected: number };

/** "Arrived N of M": people of the confirmed parties who have come in, out of all they bring. */
export function ArrivedCounter({ arrived, expected }: ArrivedCounterProps) {
  return (
    <p className="font-bold text-2xl tabular-nums" data-testid="arrived-counter">
      Arrived {arrived} <span className="font-normal text-lg text-muted-foreground">of</span> {expected}
    </p>
  );
}
