import { DEMO_ACCOUNT, DEMO_CONFIRMATION_CODE, DEMO_PROJECT_NAME } from '@/config/demo';
import type { GenerationSettings } from '@/entities/generation/model/generation-settings';
import { findCatalogueStyle } from '@/entities/generation/model/style-catalogue';
import type { MockApi } from '@/demo/mock-api';

export const DEMO_ORGANIZATION = 'org-demo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sample photos shipped in public/demo. */
const DEMO_IMAGES = {
  front: '/demo/yard-front.jpg',
  back: '/demo/yard-back.jpg',
  garden: '/demo/inspiration-garden.jpg',
} as const;

/**
 * A catalogue style as the wizard sends it (canonical name and description): the app shows it
 * in the user's language, as it does the user's own designs.
 */
function catalogueStyle(name: string): SeedGeneration['style'] {
  const style = findCatalogueStyle(name);
  if (!style) throw new Error(`No style "${name}" in the catalogue.`);
  return { name: style.name, description: style.description };
}

type SeedGeneration = {
  daysAgo: number;
  style: { name: string; description: string };
  settings: GenerationSettings;
  source: keyof typeof DEMO_IMAGES;
  inspiration?: keyof typeof DEMO_IMAGES;
  projectRef?: string;
};

/**
 * What a first visit to demo mode finds: the demo account, a few customers, a project and two
 * designs. The designs are due at once, so the demo renderer makes their results on first view.
 */
export async function seedDemoData(api: MockApi, loadImage: (path: string) => Promise<Blob>) {
  const org = DEMO_ORGANIZATION;
  await api.addUser({
    userRef: 'user-demo',
    organizationRef: org,
    email: DEMO_ACCOUNT.email,
    password: DEMO_ACCOUNT.password,
    name: DEMO_ACCOUNT.name,
    confirmed: true,
    confirmationCode: DEMO_CONFIRMATION_CODE,
  });

  const maria = await api.addCustomer(org, {
    name: 'Maria Gonzalez',
    email: 'maria.gonzalez@example.com',
    phone: '(512) 555-0142',
    address: {
      addressLine1: '1408 Live Oak Lane',
      addressLine2: '',
      city: 'Austin',
      state: 'TX',
      postalCode: '78704',
    },
  });
  await api.addCustomer(org, {
    name: 'Oak Hill Homeowners Association',
    email: 'board@oakhill-hoa.example.com',
    phone: '(512) 555-0190',
    address: {
      addressLine1: '200 Commons Drive',
      addressLine2: 'Clubhouse',
      city: 'Round Rock',
      state: 'TX',
      postalCode: '78664',
    },
  });
  await api.addCustomer(org, {
    name: 'James Whitfield',
    email: 'james.whitfield@example.com',
    phone: '(737) 555-0117',
    address: { addressLine1: '', addressLine2: '', city: '', state: '', postalCode: '' },
  });

  const project = await api.addProject(org, {
    name: DEMO_PROJECT_NAME,
    description: 'Replace the lawn strip with native plantings and a curved stone path.',
    customerRef: maria.customerId,
    address1: '1408 Live Oak Lane',
    address2: '',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
  });

  const seeds: SeedGeneration[] = [
    {
      daysAgo: 3,
      style: catalogueStyle('Natural Accent'),
      settings: {
        season: 'spring',
        weather: 'sunny',
        timeOfDay: 'morning',
        atmosphericEffect: 'calm',
      },
      source: 'front',
      projectRef: project.sk,
    },
    {
      daysAgo: 1,
      style: catalogueStyle('Refined Traditional'),
      settings: {
        season: 'fall',
        weather: 'cloudy',
        timeOfDay: 'dusk',
        atmosphericEffect: 'golden-hour',
      },
      source: 'back',
      inspiration: 'garden',
    },
  ];

  for (const seed of seeds) {
    const source = await loadImage(DEMO_IMAGES[seed.source]);
    const inspiration = seed.inspiration
      ? await loadImage(DEMO_IMAGES[seed.inspiration])
      : undefined;
    const generation = await api.addGeneration(org, {
      style: seed.style,
      fileInfo: [{ name: `${seed.source}-yard.jpg`, contentType: 'image/jpeg' }],
      inspirationFileInfo: inspiration
        ? [{ name: 'inspiration.jpg', contentType: 'image/jpeg' }]
        : [],
      projectRef: seed.projectRef,
      customerRef: seed.projectRef ? maria.customerId : undefined,
    });
    const files = [source, ...(inspiration ? [inspiration] : [])];
    const slots = [...generation.sources, ...generation.inspirations];
    for (const [index, bytes] of files.entries()) {
      const slot = slots.at(index);
      if (slot) await api.storeUpload(slot, { contentType: 'image/jpeg', bytes });
    }
    await api.startGenerating(generation, { settings: seed.settings });
    generation.createdAt = new Date(api.now() - seed.daysAgo * DAY_MS).toISOString();
    generation.completesAt = api.now();
  }
  await api.save();
}
