import { NativeSelect } from '@client/components/ui/native-select';

/** A labelled dropdown that narrows the registrations list (by status, by arrival). */
export function SelectFilter<Value extends string>({
  id,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <NativeSelect
        id={id}
        className="w-40"
        value={value}
        onChange={(e) => onChange(e.target.value as Value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
