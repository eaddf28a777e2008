import { useLingui } from '@lingui/react/macro';
import { Controller, type Control, type FieldValues, type UseFormRegister } from 'react-hook-form';

import { Autocomplete } from '@/components/form/autocomplete';
import type { FormFieldDefinition } from '@/components/form/form-field-definition';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';

const SPAN_CLASS = {
  full: 'md:col-span-6',
  half: 'md:col-span-3',
  third: 'md:col-span-2',
} as const;

type FormFieldProps<TValues extends FieldValues> = {
  field: FormFieldDefinition<TValues>;
  /** Unique per form, so two forms on one page never share ids. */
  id: string;
  error?: string;
  register: UseFormRegister<TValues>;
  control: Control<TValues>;
};

/** One field of a generic form: its label (with * when required), control and message. */
export function FormField<TValues extends FieldValues>({
  field,
  id,
  error,
  register,
  control,
}: FormFieldProps<TValues>) {
  const { t } = useLingui();
  const errorId = `${id}-error`;
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;
  const required = field.required ? true : undefined;

  let control_;
  if (field.component === 'Autocomplete') {
    control_ = (
      <Controller
        control={control}
        name={field.name}
        render={({ field: controlled }) => (
          <Autocomplete
            id={id}
            name={controlled.name}
            ref={controlled.ref}
            value={typeof controlled.value === 'string' ? controlled.value : ''}
            onChange={controlled.onChange}
            onBlur={controlled.onBlur}
            options={field.options ?? []}
            placeholder={field.placeholder}
            searchPlaceholder={field.searchPlaceholder}
            emptyText={field.emptyText}
            loading={field.loading}
            action={field.action}
            invalid={invalid}
            required={required}
            describedBy={describedBy}
          />
        )}
      />
    );
  } else if (field.component === 'Select') {
    control_ = (
      <NativeSelect
        id={id}
        aria-invalid={invalid}
        aria-required={required}
        aria-describedby={describedBy}
        autoComplete={field.autoComplete}
        {...register(field.name)}
      >
        <option value="">{field.placeholder ?? t`Select...`}</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    );
  } else {
    control_ = (
      <Input
        id={id}
        type={field.type ?? 'text'}
        placeholder={field.placeholder}
        autoComplete={field.autoComplete}
        inputMode={field.inputMode}
        aria-invalid={invalid}
        aria-required={required}
        aria-describedby={describedBy}
        {...register(field.name)}
      />
    );
  }

  return (
    <div className={cn('grid content-start gap-2', SPAN_CLASS[field.span ?? 'full'])}>
      <Label htmlFor={id}>
        {field.label}
        {field.required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {control_}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
