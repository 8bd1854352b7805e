import { KeyRound, Mail } from 'lucide-react';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

import { cn } from '@/components/ui/cn';

const controlClasses =
  'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:disabled:bg-slate-800 dark:disabled:text-slate-400';

function borderFor(error: string | undefined) {
  return error ? 'border-red-400 dark:border-red-500' : 'border-slate-300 dark:border-slate-600';
}

interface FieldChrome {
  label: string;
  /** A validation message: announced (role="alert") and tied to the control. */
  error?: string;
  hint?: ReactNode;
  icon?: ReactNode;
}

/**
 * The label, the control (`boxed`: in a box with its icon, as inputs and selects are) and the hint
 * or the error under it.
 */
function FieldFrame({
  id,
  label,
  error,
  hint,
  icon,
  boxed,
  children,
}: FieldChrome & { id: string; boxed?: boolean; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {boxed ? <IconBox icon={icon}>{children}</IconBox> : children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-xs font-medium text-red-600 dark:text-red-400"
        >
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

type Chromed<Attributes> = FieldChrome & Attributes & { id?: string; className?: string };

/**
 * Splits a field's props: its chrome (label, hint, error) for FieldFrame, the control's own
 * attributes (id, aria, classes) and the rest, which the caller passes on and may override them.
 */
function useControl<Attributes>({
  label,
  error,
  hint,
  icon,
  id: givenId,
  className,
  ...rest
}: Chromed<Attributes>) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return {
    frame: { id, label, error, hint, icon },
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, error, hint),
      className: cn(controlClasses, borderFor(error), icon ? 'pl-10' : undefined, className),
    },
    rest,
  };
}

/** The control with its icon inside, on the left. */
function IconBox({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="relative">
      {icon && (
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">
          {icon}
        </span>
      )}
      {children}
    </div>
  );
}

export function TextField(props: Chromed<InputHTMLAttributes<HTMLInputElement>>) {
  const { frame, control, rest } = useControl(props);
  return (
    <FieldFrame {...frame} boxed>
      <input {...control} {...rest} />
    </FieldFrame>
  );
}

/**
 * A password box: a TextField of type password with a key icon unless given another. `revealed`
 * shows the typed text (type="text") for a show/hide toggle the caller draws beside it.
 */
export function PasswordField({
  revealed = false,
  icon = <KeyRound className="h-4 w-4" />,
  ...props
}: Omit<Chromed<InputHTMLAttributes<HTMLInputElement>>, 'type'> & { revealed?: boolean }) {
  return <TextField {...props} icon={icon} type={revealed ? 'text' : 'password'} />;
}

/** An email box: type email, the phone's email keyboard, and a mail icon unless given another. */
export function EmailField({
  icon = <Mail className="h-4 w-4" />,
  ...props
}: Omit<Chromed<InputHTMLAttributes<HTMLInputElement>>, 'type' | 'inputMode'>) {
  return <TextField {...props} icon={icon} type="email" inputMode="email" />;
}

export function SelectField(props: Chromed<SelectHTMLAttributes<HTMLSelectElement>>) {
  const { frame, control, rest } = useControl(props);
  return (
    <FieldFrame {...frame} boxed>
      <select {...control} {...rest} />
    </FieldFrame>
  );
}

export function TextareaField(
  props: Omit<Chromed<TextareaHTMLAttributes<HTMLTextAreaElement>>, 'icon'>,
) {
  const { frame, control, rest } = useControl(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} {...rest} />
    </FieldFrame>
  );
}
