import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FrameProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

interface FieldProps extends FrameProps, InputHTMLAttributes<HTMLInputElement> {
  /** Content placed at the end of the input row (a button, an image). */
  addon?: ReactNode;
}

/**
 * The label, help text and error around one control, wired with aria-describedby / aria-invalid; `control`
 * renders the input or textarea with the attributes it is given.
 */
function FieldFrame({
  label,
  error,
  hint,
  id,
  addon,
  control,
}: FrameProps & {
  id: string | undefined;
  addon?: ReactNode;
  control: (wiring: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && !error ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__row">
        {control({ id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
        {addon}
      </div>
      {hint && !error ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its help text and error. */
export function Field({
  label,
  error,
  hint,
  addon,
  id,
  ref,
  ...input
}: FieldProps & { ref?: React.Ref<HTMLInputElement> }) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      addon={addon}
      control={(wiring) => <input ref={ref} className="input" {...wiring} {...input} />}
    />
  );
}

/** A labelled multi-line text with its help text and error. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...textarea
}: FrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      control={(wiring) => (
        <textarea className={['input', className].filter(Boolean).join(' ')} {...wiring} {...textarea} />
      )}
    />
  );
}
