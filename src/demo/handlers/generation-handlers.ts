import { http, HttpResponse } from 'msw';

import { GENERATION_SEGMENT } from '@/entities/generation/api/generation-paths';
import { generationSettingsSchema } from '@/entities/generation/api/generation-schemas';
import { errorResponse, param, readJsonObject, scoped, text } from '@/demo/handlers/handler-utils';
import type { MockApi } from '@/demo/mock-api';

type FileInfo = { name: string; contentType: string };

/** A `fileInfo` list of images, or undefined when it is not one. */
function imageFileInfo(value: unknown): FileInfo[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const files = value.map((item: unknown) => {
    const record =
      typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    return { name: text(record.name), contentType: text(record.contentType) };
  });
  return files.every((file) => file.name && file.contentType.startsWith('image/'))
    ? files
    : undefined;
}

/** A `style` value, '' when missing, or undefined when malformed. */
function styleOf(value: unknown) {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const name = text(record.name);
  if (!name) return undefined;
  const description = text(record.description);
  return description ? { name, description } : { name };
}

/** /api/{org}/yard-vision-generation[...] and a project's generations (spec §7). */
export function generationHandlers(api: MockApi, base: string) {
  const list = `${base}/api/:org/${GENERATION_SEGMENT}`;
  const one = `${list}/:generationRef`;
  const find = (org: string, sk: string) =>
    api.organization(org).generations.find((generation) => generation.sk === sk);

  return [
    http.get(
      list,
      scoped(api, async ({ org }) => {
        await api.settle(org);
        const items = api.organization(org).generations.map(api.generationBody);
        return HttpResponse.json({ items });
      }),
    ),

    http.get(
      one,
      scoped(api, async ({ org, params }) => {
        await api.settle(org);
        const generation = find(org, param(params, 'generationRef'));
        return generation
          ? HttpResponse.json(api.generationBody(generation))
          : errorResponse(404, 'Generation not found');
      }),
    ),

    http.post(
      list,
      scoped(api, async ({ org, request }) => {
        const body = await readJsonObject(request);
        if (!body) return errorResponse(400, 'The body must be a JSON object');
        const style = styleOf(body.style);
        if (!style) return errorResponse(400, 'Style is required');
        const fileInfo = imageFileInfo(body.fileInfo);
        if (!fileInfo?.length) return errorResponse(400, 'At least one source image is required');
        const inspirationFileInfo =
          body.inspirationFileInfo === undefined ? [] : imageFileInfo(body.inspirationFileInfo);
        if (!inspirationFileInfo) return errorResponse(400, 'Inspiration files must be images');

        const data = api.organization(org);
        const projectRef = text(body.projectRef) || undefined;
        const project = projectRef
          ? data.projects.find((item) => item.sk === projectRef)
          : undefined;
        if (projectRef && !project) return errorResponse(400, 'Project not found');

        const generation = await api.addGeneration(org, {
          style,
          fileInfo,
          inspirationFileInfo,
          projectRef,
          customerRef: project?.customerRef || text(body.customerRef) || undefined,
        });
        return HttpResponse.json({
          sk: generation.sk,
          currentStep: generation.currentStep,
          uploadUrls: generation.sources.map(api.presignedUrl),
          inspirationUploadUrls: generation.inspirations.map(api.presignedUrl),
        });
      }),
    ),

    http.put(
      one,
      scoped(api, async ({ org, request, params }) => {
        const generation = find(org, param(params, 'generationRef'));
        if (!generation) return errorResponse(404, 'Generation not found');
        const body = await readJsonObject(request);
        if (!body) return errorResponse(400, 'The body must be a JSON object');
        const style = styleOf(body.style);
        if (style === undefined) return errorResponse(400, 'Style is not valid');
        if (style) generation.style = style;
        if (body.settings !== undefined) {
          const settings = generationSettingsSchema.safeParse(body.settings);
          if (!settings.success) return errorResponse(400, 'Settings are not valid');
          generation.settings = settings.data;
        }
        if (typeof body.projectRef === 'string') generation.projectRef = body.projectRef;
        if (typeof body.customerRef === 'string') generation.customerRef = body.customerRef;
        await api.save();
        return HttpResponse.json(api.generationBody(generation));
      }),
    ),

    http.delete(
      one,
      scoped(api, async ({ org, params }) => {
        const removed = await api.removeGeneration(org, param(params, 'generationRef'));
        return removed
          ? new HttpResponse(null, { status: 204 })
          : errorResponse(404, 'Generation not found');
      }),
    ),

    http.post(
      `${one}/upload-urls`,
      scoped(api, async ({ org, request, params }) => {
        const generation = find(org, param(params, 'generationRef'));
        if (!generation) return errorResponse(404, 'Generation not found');
        const body = await readJsonObject(request);
        const fileInfo = imageFileInfo(body?.fileInfo);
        if (!fileInfo?.length) return errorResponse(400, 'fileInfo must list at least one image');
        const slots = await api.addSourceSlots(org, generation, fileInfo);
        return HttpResponse.json({ uploadUrls: slots.map(api.presignedUrl) });
      }),
    ),

    http.post(
      `${one}/generate`,
      scoped(api, async ({ org, request, params }) => {
        const generation = find(org, param(params, 'generationRef'));
        if (!generation) return errorResponse(404, 'Generation not found');
        // The body is optional (spec §7: default empty object).
        const body = (await readJsonObject(request)) ?? {};
        const style = styleOf(body.style);
        if (style === undefined) return errorResponse(400, 'Style is not valid');
        const settings =
          body.settings === undefined
            ? undefined
            : generationSettingsSchema.safeParse(body.settings);
        if (settings && !settings.success) return errorResponse(400, 'Settings are not valid');
        if (generation.currentStep === 'generating' || generation.currentStep === 'completed') {
          return errorResponse(409, 'Generation has already been started');
        }
        if (!api.hasUploadedSource(generation)) {
          return errorResponse(400, 'Upload the source images before generating');
        }
        await api.startGenerating(generation, {
          style: style || undefined,
          settings: settings?.data,
        });
        return HttpResponse.json(api.generationBody(generation));
      }),
    ),

    http.get(
      `${base}/api/:org/customers/:customerId/projects/:projectId/${GENERATION_SEGMENT}`,
      scoped(api, async ({ org, params }) => {
        const projectId = param(params, 'projectId');
        const customerId = param(params, 'customerId');
        const project = api.organization(org).projects.find((item) => item.sk === projectId);
        if (!project || project.customerRef !== customerId) {
          return errorResponse(404, 'Project not found');
        }
        await api.settle(org);
        const items = api
          .organization(org)
          .generations.filter((generation) => generation.projectRef === projectId)
          .map(api.generationBody);
        return HttpResponse.json({ items });
      }),
    ),
  ];
}
