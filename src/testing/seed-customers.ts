import { mockApi } from '@/testing/mocks/server';
import type { MockAddress } from '@/demo/mock-persistence';
import { TEST_USER } from '@/testing/tokens';

const NO_ADDRESS: MockAddress = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
};

/** The site of the project the tests type and seed: 1408 Live Oak Lane, Austin, TX 78704. */
export const LIVE_OAK_SITE = {
  address1: '1408 Live Oak Lane',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
} as const;

/** Puts a customer straight into the mock API; fields left out are empty. */
export function seedCustomer({
  name,
  email = '',
  phone = '',
  address = {},
  org = TEST_USER.organizationRef,
}: {
  name: string;
  email?: string;
  phone?: string;
  address?: Partial<MockAddress>;
  org?: string;
}) {
  return mockApi.addCustomer(org, { name, email, phone, address: { ...NO_ADDRESS, ...address } });
}

/** Puts a project straight into the mock API; fields left out are empty. */
export async function seedProject({
  name = '',
  description = '',
  customerRef = '',
  address1 = '',
  address2 = '',
  city = '',
  state = '',
  zip = '',
  createdAt,
  org = TEST_USER.organizationRef,
}: {
  name?: string;
  description?: string;
  customerRef?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  zip?: string;
  createdAt?: string;
  org?: string;
}) {
  const project = await mockApi.addProject(org, {
    name,
    description,
    customerRef,
    address1,
    address2,
    city,
    state,
    zip,
  });
  if (createdAt) {
    project.createdAt = createdAt;
    await mockApi.save();
  }
  return project;
}

/**
 * Maria Gonzalez and her project 'Front yard refresh', straight into the mock API (`customer`
 * and `project` add fields to them). `of` ties a seeded generation to both:
 * `seedGeneration({ ...of, style })`.
 */
export async function seedMariasProject({
  customer = {},
  project: projectFields = {},
}: {
  customer?: Omit<Parameters<typeof seedCustomer>[0], 'name'>;
  project?: Omit<Parameters<typeof seedProject>[0], 'customerRef'>;
} = {}) {
  const maria = await seedCustomer({ name: 'Maria Gonzalez', ...customer });
  const project = await seedProject({
    name: 'Front yard refresh',
    customerRef: maria.customerId,
    ...projectFields,
  });
  return { maria, project, of: { projectRef: project.sk, customerRef: maria.customerId } };
}
