/** One of a console list's filters: a labelled choice among a fixed set of values (a status, a kind, a gateway). */
export function SelectFilter<V extends string>({
  label,
  value,
  options,
  optionLabel,
  anyLabel,
  onChange,
  testId,
}: {
  label: string;
  value: V | '';
  options: readonly V[];
  optionLabel: (option: V) => string;
  /** The first choice, "any of them" (the empty value); left out where one value is always chosen. */
  anyLabel?: string;
  onChange: (value: V | '') => void;
  testId?: string;
}) {
  return (
    <label>
      {label}
      <select
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value as V | '')}
        data-testid={testId}
      >
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
