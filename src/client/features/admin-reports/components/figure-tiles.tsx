/** A report's headline figures, each in a tile: a number large, a note in words smaller. */
export function FigureTiles({
  figures,
  className,
}: {
  figures: [string, number | string][];
  className: string;
}) {
  return (
    <dl className={`grid gap-3 ${className}`}>
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-border bg-card p-3">
          <dt className="text-muted-foreground text-sm">{label}</dt>
          <dd
            className={typeof value === 'number' ? 'font-bold text-2xl tabular-nums' : 'mt-1 font-semibold'}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
