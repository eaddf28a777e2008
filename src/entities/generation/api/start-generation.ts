import { useMutation, useQueryClient } from '@tanstack/react-query';

import { generationKeys } from '@/entities/generation/api/generation-keys';
import { generationPath } from '@/entities/generation/api/generation-paths';
import { getGeneration } from '@/entities/generation/api/get-generation';
import { styleToSend, type Style } from '@/entities/generation/model/style-catalogue';
import type { GenerationSettings } from '@/entities/generation/model/generation-settings';
import { apiRequest } from '@/lib/api/api-client';
import { useOrganizationRef } from '@/lib/session/session';

type StartGenerationInput = { style?: Style; settings?: GenerationSettings };

/**
 * The start call's body for a design: its style (as sent) and settings. The one place it is
 * built: the wizard, the variations and the queue of designs made offline all send this.
 */
export function startInputFor(style: Style, settings: GenerationSettings): StartGenerationInput {
  return { style: styleToSend(style), settings };
}

/** POST /api/{org}/yard-vision-generation/{id}/generate with `{ style, settings }` (spec §7). */
export async function startGeneration(
  org: string,
  generationRef: string,
  input: StartGenerationInput = {},
) {
  await apiRequest(generationPath(org, generationRef, 'generate'), { method: 'POST', body: input });
}

/**
 * Starts a generation unless a start sent before, whose answer the network lost
 * (`lastUnanswered`), did start it: the generation is never started twice. `send` sends the
 * start.
 */
export async function startUnlessStarted(
  org: string,
  generationRef: string,
  lastUnanswered: boolean,
  send: () => Promise<unknown>,
) {
  if (lastUnanswered) {
    const previous = await getGeneration(org, generationRef);
    if (previous.currentStep !== 'uploading') return;
  }
  await send();
}

export function useStartGeneration() {
  const org = useOrganizationRef();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      generationRef,
      input,
    }: {
      generationRef: string;
      input: StartGenerationInput;
    }) => startGeneration(org, generationRef, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: generationKeys.all(org) }),
  });
}
