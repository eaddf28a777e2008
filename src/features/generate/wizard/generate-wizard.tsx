import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  AlertTriangleIcon,
  CloudUploadIcon,
  LoaderCircleIcon,
  RotateCwIcon,
  SparklesIcon,
} from 'lucide-react';
import { useMemo, type ReactNode } from 'react';

import { LeaveGuard } from '@/components/leave-guard';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PhotoPicker } from '@/entities/generation/components/photo-picker';
import { SettingsFields } from '@/entities/generation/components/settings-fields';
import { StylePicker } from '@/entities/generation/components/style-picker';
import { VariationPicker } from '@/features/generate/variations/variation-picker';
import { VariationSweepPanel } from '@/features/generate/variations/variation-progress';
import { useGenerateWizard } from '@/features/generate/wizard/use-generate-wizard';
import type { PhotoKind } from '@/features/generate/wizard/use-wizard-photos';
import { QUEUE_TEXTS } from '@/features/generate/design-queue/design-queue';
import {
  MIN_WIZARD_VARIANTS,
  generateVariationsLabel,
} from '@/features/generate/variations/variations';
import { useDocumentTitle } from '@/hooks/use-document-title';

function Step({
  number,
  title,
  description,
  children,
}: {
  number: number;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <span className="text-muted-foreground">
            <Trans>Step {number}:</Trans>
          </span>{' '}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Steps 1 and 2: the yard's photos (spec §2 'sourceImages'), then inspiration pictures. */
const PHOTO_STEPS = [
  {
    kind: 'sources',
    number: 1,
    title: msg`Your yard`,
    description: msg`Photos of the yard or garden to redesign; several angles help.`,
    name: 'sourceImages',
    label: msg`Add photos of your yard`,
    hint: msg`Click to choose, or drag and drop images here (JPEG, PNG, WebP, HEIC).`,
  },
  {
    kind: 'inspirations',
    number: 2,
    title: msg`Inspiration (optional)`,
    description: msg`Pictures of gardens you like, to guide the look.`,
    name: 'inspirationImages',
    label: msg`Add inspiration images`,
    hint: msg`Click to choose, or drag and drop images here.`,
  },
] as const satisfies readonly {
  kind: PhotoKind;
  number: number;
  title: MessageDescriptor;
  description: MessageDescriptor;
  name: string;
  label: MessageDescriptor;
  hint: MessageDescriptor;
}[];

function Busy({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 py-6" role="status">
        <LoaderCircleIcon aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The generate wizard (spec §2, §4): photos, style, settings and variations in, one design or
 * several out; the upload starts by itself, and leaving mid-way asks first.
 */
export function GenerateWizard() {
  const { i18n, t } = useLingui();
  useDocumentTitle(t`Generate New Landscape Design`);
  const wizard = useGenerateWizard();
  const { addFiles, removePhoto } = wizard;
  // The same handlers at each render, so a picker renders again only when what it shows changes.
  const photoHandlers = useMemo(() => {
    const handlersOf = (kind: PhotoKind) => ({
      onAdd: (files: File[]) => void addFiles(kind, files),
      onRemove: (id: string) => removePhoto(kind, id),
    });
    return { sources: handlersOf('sources'), inspirations: handlersOf('inspirations') };
  }, [addFiles, removePhoto]);
  const { forProject, upload, uploading, starting, variations } = wizard;
  const projectName = forProject?.name;
  const inspirationCount = starting?.inspirationCount ?? 0;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 md:p-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          <Trans>Generate New Landscape Design</Trans>
        </h1>
        {forProject ? (
          <p className="text-sm text-muted-foreground">
            {forProject.name ? (
              <Trans>
                For the project <span className="font-medium text-foreground">{projectName}</span>:
                the design will be listed on its page.
              </Trans>
            ) : (
              <Trans>
                For the project <span className="font-medium text-foreground">you came from</span>:
                the design will be listed on its page.
              </Trans>
            )}
          </p>
        ) : null}
      </div>

      {wizard.error ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-center gap-2 font-medium text-destructive">
            <AlertTriangleIcon aria-hidden="true" className="size-4 shrink-0" />
            {wizard.error}
          </p>
          {wizard.canRetry ? (
            <Button type="button" variant="outline" size="sm" onClick={upload.retry}>
              <RotateCwIcon aria-hidden="true" />
              <Trans>Retry</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}

      {variations.runs.length ? (
        <VariationSweepPanel sweep={variations} />
      ) : starting ? (
        <Busy>
          {starting.inspirationCount > 0 ? (
            <Plural
              value={inspirationCount}
              one="Uploading # inspiration image(s) and starting generation..."
              other="Uploading # inspiration image(s) and starting generation..."
            />
          ) : (
            <Trans>Starting generation...</Trans>
          )}
        </Busy>
      ) : wizard.loadingPrevious ? (
        <Busy>
          <Trans>Loading images from previous generation...</Trans>
        </Busy>
      ) : (
        <form
          noValidate
          aria-label={t`Generate New Landscape Design`}
          className="flex flex-col gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            if (wizard.queueMode) wizard.queue();
            else void wizard.generate();
          }}
        >
          {PHOTO_STEPS.map((step) => (
            <Step
              key={step.kind}
              number={step.number}
              title={i18n._(step.title)}
              description={i18n._(step.description)}
            >
              <PhotoPicker
                name={step.name}
                label={i18n._(step.label)}
                hint={i18n._(step.hint)}
                photos={wizard[step.kind]}
                preparing={wizard.preparing[step.kind]}
                rejections={wizard.rejections[step.kind]}
                progress={upload.progress}
                onAdd={photoHandlers[step.kind].onAdd}
                onRemove={photoHandlers[step.kind].onRemove}
              />
            </Step>
          ))}

          <Step number={3} title={t`Style`} description={t`Choose a style, or describe your own.`}>
            <StylePicker value={wizard.style} onChange={wizard.setStyle} />
          </Step>

          <Step
            number={4}
            title={t`Weather and atmosphere`}
            description={t`The season, weather, light and mood of the redesigned picture.`}
          >
            <SettingsFields value={wizard.settings} onChange={wizard.setSettings} />
          </Step>

          <Step
            number={5}
            title={t`Variations (optional)`}
            description={t`Up to 4 designs in one go, side by side afterwards: the same photos in several seasons, times of day, weathers, effects or styles.`}
          >
            <VariationPicker
              choice={variations.choice}
              onChange={variations.choose}
              base={wizard.settings}
              baseStyleName={wizard.style?.name}
              errors={variations.errors}
              allowNone
            />
          </Step>

          <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
            <p className="text-sm text-muted-foreground sm:mr-auto" aria-live="polite">
              {wizard.waitingFor}
            </p>
            {wizard.queueMode ? (
              <Button type="submit" size="lg" disabled={!wizard.canQueue}>
                {wizard.queuing ? (
                  <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" />
                ) : (
                  <CloudUploadIcon aria-hidden="true" />
                )}
                {i18n._(QUEUE_TEXTS.queueButton)}
              </Button>
            ) : (
              <Button type="submit" size="lg" disabled={!wizard.canGenerate}>
                {uploading ? (
                  <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" />
                ) : (
                  <SparklesIcon aria-hidden="true" />
                )}
                {uploading
                  ? t`Uploading Images...`
                  : variations.choice.axis
                    ? generateVariationsLabel(
                        variations.choice.values.length,
                        MIN_WIZARD_VARIANTS,
                        i18n,
                      )
                    : t`Generate Design`}
              </Button>
            )}
          </div>
        </form>
      )}

      {/*
        Leaving mid-upload asks first (in the app, and when closing or reloading the tab); an
        upload still waiting for the network has sent nothing, and the draft keeps everything.
      */}
      <LeaveGuard
        active={(uploading && !upload.waitingForNetwork) || variations.unfinished}
        onLeave={variations.abandon}
        {...(variations.unfinished
          ? {
              title: t`Leave while variations are being made?`,
              description: t`The variations that have not started yet stop. Those already generating go on and appear in your designs; your photos and choices stay saved here.`,
            }
          : {
              title: t`Leave while uploading?`,
              description: t`Your photos are still uploading. If you leave, the upload stops; your photos, style and settings stay saved here for when you come back.`,
            })}
        stayLabel={t`Stay`}
        leaveLabel={t`Leave`}
      />
    </div>
  );
}
