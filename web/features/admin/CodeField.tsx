import { TextField } from '../../components/form/fields';

/** The field for a code from the app, as every form of this section and the login ask it. */
export function CodeField({ label = 'Codice dall’app' }: { label?: string }) {
  return (
    <TextField
      name="code"
      label={label}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}
