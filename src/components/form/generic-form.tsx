import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { get, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';

import type { Translate } from '@/components/form/field-rules';
import { FormField } from '@/components/form/form-field';
import type { FormFieldDefinition } from '@/components/form/form-field-definition';
import { RestoredDraftNotice } from '@/components/form/restored-draft-notice';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { Button } from '@/components/ui/button';
import { useFormDraft } from '@/hooks/use-form-draft';
import { errorMessageFromBody, isNetworkError } from '@/lib/api/api-client';
import {
  isBrowserOffline,
  NO_ANSWER_SAVE_MESSAGE,
  OFFLINE_SAVE_MESSAGE,
} from '@/lib/network/network-status';

/**
 * A form's zod schema, made with its messages in the app's language: the form makes it again
 * (and checks its fields again, once submitted) when the language changes.
 */
export type FormSchema<TValues extends FieldValues> = (
  translate: Translate,
) => z.ZodMiniType<TValues, TValues>;

/** A message the form shows: the app's (a `msg` descriptor) or the server's (a string). */
type FormMessage = string | MessageDescriptor;

export type GenericFormProps<TValues extends FieldValues> = {
  /** The form's accessible name, e.g. 'Customer Details'. */
  label: string;
  fields: readonly FormFieldDefinition<TValues>[];
  /** Validates and trims the values; the `required` of the fields must match it. */
  schema: FormSchema<TValues>;
  defaultValues: TValues;
  /**
   * Saves the values; a rejection shows, above the buttons, the `error` of the server's answer,
   * else `saveFailedMessage` (spec §8).
   */
  onSubmit: (values: TValues) => Promise<unknown>;
  saveFailedMessage: FormMessage;
  onCancel: () => void;
  /** Ask before navigating away from unsaved edits (off for a form inside a dialog). */
  guardUnsavedChanges?: boolean;
  /**
   * Keeps what is typed as a draft under this name (per user), until it is saved or discarded
   * (src/hooks/use-form-draft.ts). Without a guard, Cancel discards it.
   */
  draftScreen?: string;
};

/**
 * What the user of a record's form (a customer's, a project's) passes on to GenericForm: the
 * values it starts from, saving, cancelling, the guard and the draft.
 */
export type RecordFormProps<TValues extends FieldValues> = Pick<
  GenericFormProps<TValues>,
  'defaultValues' | 'onSubmit' | 'onCancel' | 'guardUnsavedChanges' | 'draftScreen'
>;

/**
 * A form built from field definitions (spec §3) on react-hook-form and zod: messages under the
 * fields instead of the browser's bubbles, 'Save' ('Saving...' while busy) and Cancel.
 */
export function GenericForm<TValues extends FieldValues>({
  label,
  fields,
  schema,
  defaultValues,
  onSubmit,
  saveFailedMessage,
  onCancel,
  guardUnsavedChanges = true,
  draftScreen,
}: GenericFormProps<TValues>) {
  const { i18n, t } = useLingui();
  const formId = useId();
  const saving = useRef(false);
  const [submitError, setSubmitError] = useState<FormMessage>();
  const zodSchema = useMemo(() => schema(t), [schema, t]);
  const form = useForm<TValues>({
    resolver: zodResolver(zodSchema),
    defaultValues: defaultValues as DefaultValues<TValues>,
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    trigger,
    formState: { errors, isDirty, isSubmitting, isSubmitted },
  } = form;
  // The messages under the fields are in the language they were checked in: when it changes,
  // the fields are checked again (only once submitted: before that no message is shown).
  const checkedWith = useRef(zodSchema);
  useEffect(() => {
    if (checkedWith.current === zodSchema) return;
    checkedWith.current = zodSchema;
    if (isSubmitted) void trigger();
  }, [zodSchema, isSubmitted, trigger]);
  const draft = useFormDraft(form, { screen: draftScreen, defaultValues });

  const save = async (values: TValues) => {
    setSubmitError(undefined);
    // Nothing is sent, and nothing is queued to be sent by itself later: the user saves again.
    if (isBrowserOffline()) {
      setSubmitError(OFFLINE_SAVE_MESSAGE);
      return;
    }
    saving.current = true;
    try {
      await onSubmit(values);
      // Saved: what is on screen is now the saved state, and no draft is kept.
      draft.saved(values);
      reset(values);
    } catch (error) {
      setSubmitError(
        isNetworkError(error)
          ? NO_ANSWER_SAVE_MESSAGE
          : (errorMessageFromBody(error) ?? saveFailedMessage),
      );
    } finally {
      saving.current = false;
    }
  };

  const cancel = () => {
    if (!guardUnsavedChanges) draft.clear();
    onCancel();
  };

  const hasRequired = fields.some((field) => field.required);

  return (
    <form
      noValidate
      aria-label={label}
      className="grid gap-6"
      onSubmit={(event) => {
        if (isSubmitting) {
          event.preventDefault();
          return;
        }
        void handleSubmit(save)(event);
      }}
    >
      {draft.restored && isDirty ? <RestoredDraftNotice onDiscard={draft.discard} /> : null}
      {hasRequired ? (
        <p className="text-sm text-muted-foreground">
          <Trans>
            Fields marked{' '}
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
            <span className="sr-only">with an asterisk</span> are required.
          </Trans>
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-6">
        {fields.map((field) => {
          const error: unknown = get(errors, field.name);
          const message =
            typeof error === 'object' && error !== null && 'message' in error
              ? String(error.message)
              : undefined;
          return (
            <FormField
              key={field.name}
              field={field}
              id={`${formId}-${field.name}`}
              error={message}
              register={register}
              control={control}
            />
          );
        })}
      </div>
      {submitError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {typeof submitError === 'string' ? submitError : i18n._(submitError)}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={cancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t`Saving...` : t`Save`}
        </Button>
      </div>
      {guardUnsavedChanges ? (
        <UnsavedChangesGuard dirty={isDirty} saving={saving} onDiscard={draft.clear} />
      ) : null}
    </form>
  );
}
