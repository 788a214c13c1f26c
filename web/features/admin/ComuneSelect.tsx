import { useId } from 'react';
import { VENETO_COMUNI } from '../../../core/veneto-comuni';

/** A labelled choice among the comuni of Veneto ("Padova, PD"), by ISTAT code; `none` names the empty choice. */
export function ComuneSelect({
  label,
  none,
  value,
  onChange,
}: {
  label: string;
  none: string;
  value: string;
  onChange: (comuneCode: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{none}</option>
        {VENETO_COMUNI.map(([code, name, province]) => (
          <option key={code} value={code}>
            {`${name}, ${province}`}
          </option>
        ))}
      </select>
    </div>
  );
}
