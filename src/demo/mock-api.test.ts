import { afterEach, describe, expect, it, vi } from 'vitest';

import { DEMO_CONFIRMATION_CODE } from '@/config/demo';
import { login } from '@/features/auth/api/login';
import { confirmEmail, resendCode } from '@/features/auth/api/confirm-email';
import { register } from '@/features/auth/api/register';
import { createCustomer } from '@/features/customers/api/create-customer';
import type { CustomerInput } from '@/entities/customer/api/customer-schemas';
import { getCustomer } from '@/entities/customer/api/get-customer';
import { getCustomers } from '@/entities/customer/api/get-customers';
import { updateCustomer } from '@/features/customers/api/update-customer';
import {
  createGeneration,
  type CreateGenerationInput,
} from '@/entities/generation/api/create-generation';
import { generationPath } from '@/entities/generation/api/generation-paths';
import { getGeneration } from '@/entities/generation/api/get-generation';
import { getGenerations } from '@/entities/generation/api/get-generations';
import { getProjectGenerations } from '@/entities/generation/api/get-project-generations';
import { requestUploadUrls, uploadCreatedFiles } from '@/testing/generation-uploads';
import { startGeneration } from '@/entities/generation/api/start-generation';
import type { GenerationSettings } from '@/entities/generation/model/generation-settings';
import { createProject } from '@/features/projects/api/create-project';
import { getProject } from '@/entities/project/api/get-project';
import { getProjects } from '@/entities/project/api/get-projects';
import type { ProjectInput } from '@/entities/project/api/project-schemas';
import { updateProject } from '@/features/projects/api/update-project';
import { ApiError, uploadToPresignedUrl } from '@/lib/api/api-client';
import { decodeSessionToken } from '@/lib/session/jwt';
import { getSession, SESSION_EXPIRED_MESSAGE, TOKEN_STORAGE_KEY } from '@/lib/session/session';
import { fetchUploadTransport } from '@/testing/fetch-upload-transport';
import { GENERATION_DURATION_MS, UPLOAD_URL_LIFETIME_MS } from '@/demo/mock-api';
import { mockApi } from '@/testing/mocks/server';
import { createTestToken, TEST_USER } from '@/testing/tokens';
import { text } from '@/testing/i18n';

/**
 * The mock API as a contract (spec §7, §8): what the app's own API functions get back from it,
 * and, through raw fetch, the statuses the client would not show.
 */

const ORG = TEST_USER.organizationRef;
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const FRONT = { name: 'front.jpg', contentType: 'image/jpeg' };
const GARDEN = { name: 'garden.jpg', contentType: 'image/jpeg' };
const STYLE = { name: 'Natural Accent', description: 'Native grasses soften the edges.' };
const SETTINGS: GenerationSettings = {
  season: 'fall',
  weather: 'cloudy',
  timeOfDay: 'dusk',
  atmosphericEffect: 'golden-hour',
};

const CUSTOMER: CustomerInput = {
  name: 'Maria Gonzalez',
  email: 'maria@example.com',
  phone: '(512) 555-0142',
  address: {
    addressLine1: '1408 Live Oak Lane',
    addressLine2: 'Unit 2',
    city: 'Austin',
    state: 'TX',
    postalCode: '78704',
  },
};

function signInAsTestUser(claims: Record<string, unknown> = {}, expiresInSeconds?: number) {
  const token = createTestToken(claims, expiresInSeconds);
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  return token;
}

/**
 * A raw call, for the statuses the client hides (204) and requests it would never send.
 * `token: null` sends no Authorization header; by default the test user's token goes.
 */
function rawFetch(
  url: string,
  {
    token = createTestToken(),
    json,
    ...init
  }: RequestInit & { token?: string | null; json?: unknown } = {},
) {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  return fetch(url, {
    ...init,
    headers,
    body: json === undefined ? init.body : JSON.stringify(json),
  });
}

/** A Blob of Node's own kind: Node's fetch sends the test DOM's Blob as the text "undefined". */
function imageBlob(bytes: Uint8Array<ArrayBuffer> = JPEG_BYTES, type = 'image/jpeg') {
  return new Response(bytes, { headers: { 'Content-Type': type } }).blob();
}

async function bytesOf(response: Response) {
  return new Uint8Array(await response.arrayBuffer());
}

async function newGeneration(input: Partial<CreateGenerationInput> = {}) {
  return createGeneration(ORG, {
    style: STYLE,
    fileInfo: [FRONT],
    inspirationFileInfo: [],
    ...input,
  });
}

/** A generation whose one source file (`bytes`) is uploaded: ready to generate. */
async function uploadedGeneration(
  bytes: Uint8Array<ArrayBuffer> = JPEG_BYTES,
  input: Partial<CreateGenerationInput> = {},
) {
  const created = await newGeneration(input);
  await uploadCreatedFiles(created, [await imageBlob(bytes)], []);
  return created.ref;
}

function fakeDate() {
  // Only Date: MSW needs real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  return (ms: number) => vi.setSystemTime(Date.now() + ms);
}

function projectInput(customerRef: string): ProjectInput {
  return {
    name: 'Front yard refresh',
    description: 'Native plantings and a curved stone path.',
    customerRef,
    address1: '1408 Live Oak Lane',
    address2: 'Unit 2',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
  };
}

async function customerWithProject() {
  const { ref: customerId } = await createCustomer(ORG, CUSTOMER);
  if (!customerId) throw new Error('The mock API returned no customerId');
  const projectRef = await createProject(ORG, projectInput(customerId));
  return { customerId, projectRef };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('auth', () => {
  const account = { email: 'sam@example.com', password: 'correct horse', name: 'Sam Rivera' };

  it('registers, refuses sign-in until confirmed, confirms with the code, then signs in', async () => {
    await register(account);

    await expect(login(account)).rejects.toMatchObject({
      status: 403,
      body: { success: false, error: 'Please confirm your email before signing in' },
    });

    await expect(confirmEmail({ email: account.email, code: '000000' })).rejects.toMatchObject({
      status: 400,
      body: { message: 'Invalid verification code' },
    });

    await confirmEmail({ email: account.email, code: DEMO_CONFIRMATION_CODE });

    const response = await login({ email: account.email, password: account.password });
    expect(response).toEqual({
      success: true,
      message: 'Login successful',
      token: expect.any(String) as string,
    });

    const decoded = decodeSessionToken(response.token);
    if (!decoded.ok) throw new Error(text(decoded.error));
    expect(decoded.claims).toMatchObject({
      organizationRef: mockApi.findUser(account.email)?.organizationRef,
      name: account.name,
      email: account.email,
    });
    expect(decoded.claims.organizationRef).toMatch(/^org-/);
    expect(decoded.claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('refuses a wrong password with 401 and body.error', async () => {
    await register(account);
    await confirmEmail({ email: account.email, code: DEMO_CONFIRMATION_CODE });

    await expect(login({ email: account.email, password: 'wrong' })).rejects.toMatchObject({
      status: 401,
      body: { error: 'Invalid email or password' },
    });
  });

  it('refuses to register the same email twice', async () => {
    await register(account);
    await expect(register({ ...account, email: 'SAM@example.com' })).rejects.toMatchObject({
      status: 409,
      body: { error: 'An account with this email already exists' },
    });
  });

  it('resends the code to a registered email, and answers 404 body.message for an unknown one', async () => {
    await register(account);
    await expect(resendCode(account.email)).resolves.toBeUndefined();

    await expect(resendCode('nobody@example.com')).rejects.toMatchObject({
      status: 404,
      body: { message: 'User not found' },
    });
  });
});

describe('customers', () => {
  it('creates, lists, reads and updates a customer', async () => {
    signInAsTestUser();

    const { ref: customerId } = await createCustomer(ORG, CUSTOMER);
    expect(customerId).toEqual(expect.any(String));

    await expect(getCustomers(ORG)).resolves.toEqual([
      expect.objectContaining({ ref: customerId, ...CUSTOMER }),
    ]);
    await expect(getCustomer(ORG, customerId ?? '')).resolves.toMatchObject({
      ref: customerId,
      ...CUSTOMER,
    });

    const changed = { ...CUSTOMER, phone: '(737) 555-0117', address: { ...CUSTOMER.address } };
    changed.address.city = 'Round Rock';
    await updateCustomer(ORG, customerId ?? '', changed);
    await expect(getCustomer(ORG, customerId ?? '')).resolves.toMatchObject(changed);
  });

  it("answers 400 'Name is required' for a customer without a name", async () => {
    signInAsTestUser();
    await expect(createCustomer(ORG, { ...CUSTOMER, name: '  ' })).rejects.toMatchObject({
      status: 400,
      body: { error: 'Name is required' },
    });
    await expect(getCustomers(ORG)).resolves.toEqual([]);
  });

  it("answers 404 'Customer not found' for an unknown customer", async () => {
    signInAsTestUser();
    const notFound = { status: 404, body: { error: 'Customer not found' } };
    await expect(getCustomer(ORG, 'missing')).rejects.toMatchObject(notFound);
    await expect(updateCustomer(ORG, 'missing', CUSTOMER)).rejects.toMatchObject(notFound);
  });
});

describe('projects', () => {
  it('creates a project and keeps every field sent', async () => {
    signInAsTestUser();
    const { customerId, projectRef } = await customerWithProject();

    expect(projectRef).toEqual(expect.any(String));
    await expect(getProject(ORG, projectRef)).resolves.toEqual({
      ref: projectRef,
      createdAt: expect.any(String) as string,
      ...projectInput(customerId),
    });
    await expect(getProjects(ORG)).resolves.toEqual([
      expect.objectContaining({ ref: projectRef, ...projectInput(customerId) }),
    ]);
  });

  it('updates a project', async () => {
    signInAsTestUser();
    const { customerId, projectRef } = await customerWithProject();
    const changed = { ...projectInput(customerId), name: 'Backyard patio', zip: '78705' };

    await updateProject(ORG, projectRef, changed);

    await expect(getProject(ORG, projectRef)).resolves.toMatchObject(changed);
  });

  it('deletes a project with 204, after which it is gone', async () => {
    signInAsTestUser();
    const { projectRef } = await customerWithProject();

    const response = await rawFetch(`/api/${ORG}/projects/${projectRef}`, { method: 'DELETE' });
    expect(response.status).toBe(204);

    await expect(getProject(ORG, projectRef)).rejects.toMatchObject({
      status: 404,
      body: { error: 'Project not found' },
    });
    await expect(getProjects(ORG)).resolves.toEqual([]);
  });

  it('answers 400 for a customerRef that is not one of the organization’s customers', async () => {
    signInAsTestUser();
    await expect(createProject(ORG, projectInput('no-such-customer'))).rejects.toMatchObject({
      status: 400,
      body: { error: 'Customer not found' },
    });
  });
});

describe('organization scoping', () => {
  const lists = [
    ['customers', () => getCustomers(ORG)],
    ['projects', () => getProjects(ORG)],
    ['generations', () => getGenerations(ORG)],
  ] as const;

  it.each(lists)('answers 403 to a token of another organization (%s)', async (_name, list) => {
    signInAsTestUser({ organizationRef: 'org-other' });

    await expect(list()).rejects.toMatchObject({ status: 403, body: { error: 'Forbidden' } });
    expect(getSession().status).toBe('signed-in');
  });

  it.each(lists)('answers 401 without a token (%s)', async (_name, list) => {
    const error: unknown = await list().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
  });

  it('answers 401 to an expired token, and the app is signed out', async () => {
    const expired = createTestToken({}, -60);
    const response = await rawFetch(`/api/${ORG}/customers`, { token: expired });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Token expired' });

    localStorage.setItem(TOKEN_STORAGE_KEY, expired);
    await expect(getCustomers(ORG)).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toEqual({ status: 'signed-out', reason: SESSION_EXPIRED_MESSAGE });
  });

  it('answers 401 to a token that does not decode', async () => {
    const response = await rawFetch(`/api/${ORG}/customers`, { token: 'not-a-jwt' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid token' });
  });

  it("keeps each organization's data apart", async () => {
    signInAsTestUser();
    await createCustomer(ORG, CUSTOMER);

    signInAsTestUser({ organizationRef: 'org-other' });
    await expect(getCustomers('org-other')).resolves.toEqual([]);
  });
});

describe('generations: create', () => {
  it('refuses a generation without a style before sending anything', async () => {
    signInAsTestUser();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    await expect(newGeneration({ style: undefined })).rejects.toThrow('Style is required');
    await expect(newGeneration({ style: { name: '' } })).rejects.toThrow('Style is required');

    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("answers 400 'Style is required' to a raw create without a style", async () => {
    const response = await rawFetch(`/api/${ORG}/yard-vision-generation`, {
      method: 'POST',
      json: { fileInfo: [FRONT], inspirationFileInfo: [] },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Style is required' });
  });

  it('returns the sk and one presigned upload URL per source and inspiration file', async () => {
    signInAsTestUser();

    const created = await newGeneration({
      fileInfo: [FRONT, { name: 'back.png', contentType: 'image/png' }],
      inspirationFileInfo: [GARDEN],
    });

    expect(created.ref).toEqual(expect.any(String));
    expect(created.uploadUrls).toHaveLength(2);
    expect(created.inspirationUploadUrls).toHaveLength(1);
    for (const url of [...created.uploadUrls, ...created.inspirationUploadUrls]) {
      const parsed = new URL(url);
      expect(parsed.origin).toBe(window.location.origin);
      expect(parsed.pathname).toMatch(new RegExp(`^/demo-storage/${ORG}/${created.ref}/`));
      expect(parsed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    }
    await expect(getGeneration(ORG, created.ref)).resolves.toMatchObject({
      ref: created.ref,
      currentStep: 'uploading',
      style: STYLE,
      sourceImages: [],
      fileNames: ['front.jpg', 'back.png'],
    });
  });
});

describe('generations: presigned storage', () => {
  async function uploadUrl() {
    signInAsTestUser();
    const created = await newGeneration();
    const url = created.uploadUrls[0];
    if (!url) throw new Error('No upload URL');
    return { ref: created.ref, url };
  }

  function put(url: string, headers: Record<string, string>) {
    return fetch(url, { method: 'PUT', headers, body: JPEG_BYTES });
  }

  it('refuses an upload that also carries an Authorization header (400)', async () => {
    const { ref, url } = await uploadUrl();

    const response = await put(url, {
      'Content-Type': 'image/jpeg',
      Authorization: `Bearer ${createTestToken()}`,
    });

    expect(response.status).toBe(400);
    expect(await response.text()).toContain('<Code>InvalidArgument</Code>');
    await expect(getGeneration(ORG, ref)).resolves.toMatchObject({ sourceImages: [] });
  });

  it('refuses an upload with another Content-Type than announced (403)', async () => {
    const { ref, url } = await uploadUrl();

    const response = await put(url, { 'Content-Type': 'image/png' });

    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    await expect(getGeneration(ORG, ref)).resolves.toMatchObject({ sourceImages: [] });
  });

  it('refuses an upload with a tampered signature (403)', async () => {
    const { url } = await uploadUrl();
    const tampered = new URL(url);
    tampered.searchParams.set('X-Amz-Signature', '0'.repeat(64));

    const response = await put(tampered.toString(), { 'Content-Type': 'image/jpeg' });

    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
  });

  it('refuses an upload after the URL expired (403)', async () => {
    const moveClock = fakeDate();
    const { url } = await uploadUrl();

    moveClock(UPLOAD_URL_LIFETIME_MS);
    const response = await put(url, { 'Content-Type': 'image/jpeg' });

    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Request has expired');
  });

  it('stores uploaded files, served back with the same bytes and type', async () => {
    signInAsTestUser();
    const created = await newGeneration({ inspirationFileInfo: [GARDEN] });
    const gardenBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 7, 7, 7]);

    await uploadCreatedFiles(created, [await imageBlob()], [await imageBlob(gardenBytes)]);

    const generation = await getGeneration(ORG, created.ref);
    expect(generation.sourceImages).toHaveLength(1);
    expect(generation.inspirationImages).toHaveLength(1);

    const source = await fetch(generation.sourceImages[0] ?? '');
    expect(source.status).toBe(200);
    expect(source.headers.get('Content-Type')).toBe('image/jpeg');
    expect(await bytesOf(source)).toEqual(JPEG_BYTES);

    const inspiration = await fetch(generation.inspirationImages[0] ?? '');
    expect(await bytesOf(inspiration)).toEqual(gardenBytes);
  });

  it('hands out more upload URLs for an existing generation, and they work', async () => {
    signInAsTestUser();
    const ref = await uploadedGeneration();

    const urls = await requestUploadUrls(ORG, ref, [
      { name: 'side.png', contentType: 'image/png' },
    ]);
    expect(urls).toHaveLength(1);
    await uploadToPresignedUrl(
      fetchUploadTransport,
      urls[0] ?? '',
      await imageBlob(JPEG_BYTES, 'image/png'),
    );

    const generation = await getGeneration(ORG, ref);
    expect(generation.fileNames).toEqual(['front.jpg', 'side.png']);
    expect(generation.sourceImages).toHaveLength(2);
    const side = await fetch(generation.sourceImages[1] ?? '');
    expect(side.headers.get('Content-Type')).toBe('image/png');
  });
});

describe('generations: generate', () => {
  it("moves an uploaded generation to 'generating' with the style and settings sent", async () => {
    signInAsTestUser();
    const ref = await uploadedGeneration();
    const style = { name: 'Refined Traditional', description: 'Clipped hedges.' };

    await startGeneration(ORG, ref, { style, settings: SETTINGS });

    await expect(getGeneration(ORG, ref)).resolves.toMatchObject({
      currentStep: 'generating',
      style,
      settings: SETTINGS,
    });
  });

  it('answers 409 to starting a generation twice', async () => {
    signInAsTestUser();
    const ref = await uploadedGeneration();
    await startGeneration(ORG, ref);

    await expect(startGeneration(ORG, ref)).rejects.toMatchObject({
      status: 409,
      body: { error: 'Generation has already been started' },
    });
  });

  it('answers 400 to generating before any source image is uploaded', async () => {
    signInAsTestUser();
    const { ref } = await newGeneration();

    await expect(startGeneration(ORG, ref)).rejects.toMatchObject({
      status: 400,
      body: { error: 'Upload the source images before generating' },
    });
    await expect(getGeneration(ORG, ref)).resolves.toMatchObject({ currentStep: 'uploading' });
  });

  it('answers 400 to settings outside the catalogue', async () => {
    signInAsTestUser();
    const ref = await uploadedGeneration();

    const response = await rawFetch(generationPath(ORG, ref, 'generate'), {
      method: 'POST',
      json: { settings: { ...SETTINGS, season: 'monsoon' } },
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Settings are not valid' });
    await expect(getGeneration(ORG, ref)).resolves.toMatchObject({ currentStep: 'uploading' });
  });

  it('completes GENERATION_DURATION_MS after it started, with a final image/jpeg', async () => {
    signInAsTestUser();
    const moveClock = fakeDate();
    const ref = await uploadedGeneration();
    await startGeneration(ORG, ref, { settings: SETTINGS });

    moveClock(GENERATION_DURATION_MS - 1);
    await expect(getGeneration(ORG, ref)).resolves.toMatchObject({ currentStep: 'generating' });

    moveClock(1);
    const generation = await getGeneration(ORG, ref);
    expect(generation.currentStep).toBe('completed');
    expect(generation.failureReason).toBeUndefined();

    const final = await fetch(generation.finalImageUrl ?? '');
    expect(final.status).toBe(200);
    expect(final.headers.get('Content-Type')).toBe('image/jpeg');
  });

  it('fails when the uploaded source is not an image, with the reason', async () => {
    signInAsTestUser();
    const moveClock = fakeDate();
    const ref = await uploadedGeneration(new TextEncoder().encode('not an image at all'));
    await startGeneration(ORG, ref);

    moveClock(GENERATION_DURATION_MS);

    const generation = await getGeneration(ORG, ref);
    expect(generation).toMatchObject({
      currentStep: 'failed',
      failureReason: 'The source image could not be read.',
    });
    expect(generation.finalImageUrl).toBeUndefined();
  });
});

describe("generations: lists and a project's generations", () => {
  it("lists a project's generations only, and 404 for the project under another customer", async () => {
    signInAsTestUser();
    const { customerId, projectRef } = await customerWithProject();
    const { ref: otherCustomer } = await createCustomer(ORG, {
      ...CUSTOMER,
      name: 'James Whitfield',
    });
    const inProject = await newGeneration({ projectRef });
    const elsewhere = await newGeneration();

    const items = await getProjectGenerations(ORG, customerId, projectRef);
    expect(items.map((item) => item.ref)).toEqual([inProject.ref]);
    expect(items[0]).toMatchObject({ projectRef, customerRef: customerId });

    const all = await getGenerations(ORG);
    expect(all.map((item) => item.ref).sort()).toEqual([inProject.ref, elsewhere.ref].sort());

    await expect(getProjectGenerations(ORG, otherCustomer ?? '', projectRef)).rejects.toMatchObject(
      { status: 404, body: { error: 'Project not found' } },
    );
  });
});

describe('generations: delete', () => {
  it('deletes with 204; the generation and its files are gone', async () => {
    signInAsTestUser();
    const moveClock = fakeDate();
    const ref = await uploadedGeneration();
    await startGeneration(ORG, ref);
    moveClock(GENERATION_DURATION_MS);
    const { sourceImages, finalImageUrl } = await getGeneration(ORG, ref);
    const files = [...sourceImages, finalImageUrl ?? ''];
    expect((await fetch(files[0] ?? '')).status).toBe(200);

    const response = await rawFetch(generationPath(ORG, ref), { method: 'DELETE' });
    expect(response.status).toBe(204);

    await expect(getGeneration(ORG, ref)).rejects.toMatchObject({
      status: 404,
      body: { error: 'Generation not found' },
    });
    for (const url of files) {
      const file = await fetch(url);
      expect(file.status).toBe(404);
      expect(await file.text()).toContain('<Code>NoSuchKey</Code>');
    }
  });
});
