// @vitest-environment node
import { i18n, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { generationSchema, type Generation } from '@/entities/generation/api/generation-schemas';
import { withEdits } from '@/entities/generation/edits/edited-designs';
import { EMPTY_PLAN, type PresentationPlan } from '@/features/presentation/plan/presentation-plan';
import {
  proposalCover,
  proposalDateLabel,
  proposalDesign,
  proposalDesigns,
  proposalFileName,
  PROPOSAL_TEXTS,
} from '@/features/presentation/proposal/proposal-content';
import { i18nFor } from '@/lib/i18n/catalogs';
import { STYLE_CATALOGUE } from '@/entities/generation/model/style-catalogue';

function design(sk: string, fields: Record<string, unknown> = {}): Generation {
  return generationSchema.parse({
    sk,
    currentStep: 'completed',
    style: { name: 'Natural Accent' },
    sourceImages: [`https://photos.example/${sk}/before.jpg?sig=1`],
    finalImageUrl: `https://photos.example/${sk}/after.jpg`,
    settings: { season: 'fall', weather: 'cloudy', timeOfDay: 'dusk', atmosphericEffect: 'calm' },
    ...fields,
  });
}

describe('proposalCover', () => {
  const date = new Date(2026, 10, 24);

  it('puts the project, its customer and the site on the cover', () => {
    expect(
      proposalCover(
        {
          project: {
            name: ' Backyard refresh ',
            address1: '1408 Live Oak Lane',
            address2: '',
            city: 'Austin',
            state: 'TX',
            zip: '78704',
          },
          customer: { name: 'Maria Gonzalez', email: 'maria@example.com', phone: '(512) 555-0142' },
          note: '  Three ideas for the back garden.\n',
          date,
        },
        i18n,
      ),
    ).toEqual({
      projectName: 'Backyard refresh',
      customerName: 'Maria Gonzalez',
      customerContact: ['maria@example.com', '(512) 555-0142'],
      siteAddress: ['1408 Live Oak Lane', 'Austin, TX 78704'],
      date,
      note: 'Three ideas for the back garden.',
    });
  });

  it('leaves out what is not known', () => {
    const cover = proposalCover({ project: { zip: '78704' }, note: '', date }, i18n);
    expect(cover).toEqual({
      projectName: 'Untitled project',
      customerName: undefined,
      customerContact: [],
      siteAddress: ['78704'],
      date,
      note: '',
    });
  });

  it('writes its words in the language of the i18n it is given', () => {
    const spanish = setupI18n({
      locale: 'es',
      messages: { es: { [PROPOSAL_TEXTS.untitledProject.id]: 'Proyecto sin nombre' } },
    });
    expect(proposalCover({ project: {}, note: '', date }, spanish).projectName).toBe(
      'Proyecto sin nombre',
    );
  });
});

describe('proposalDesign', () => {
  it('names the style, its catalogue description, the settings as words and both pictures', () => {
    const description = STYLE_CATALOGUE.find(
      (style) => style.name === 'Natural Accent',
    )?.description;
    expect(proposalDesign(design('g1'), ' Keep the oak. ', i18n)).toEqual({
      ref: 'g1',
      styleName: 'Natural Accent',
      styleDescription: description,
      settings: ['Fall', 'Cloudy', 'Dusk', 'Calm'],
      beforeUrl: 'https://photos.example/g1/before.jpg?sig=1',
      afterUrl: 'https://photos.example/g1/after.jpg',
      note: 'Keep the oak.',
    });
  });

  it("uses a custom style's own description", () => {
    const custom = design('g2', {
      style: { name: 'Custom Style', description: 'A dry garden with gravel paths' },
      settings: null,
    });
    expect(proposalDesign(custom, '', i18n)).toMatchObject({
      styleName: 'Custom Style',
      styleDescription: 'A dry garden with gravel paths',
      settings: [],
      note: '',
    });
  });
});

describe('proposalDesigns', () => {
  it("follows the plan's order with each design's note, dropping what cannot be shown", () => {
    const designs = [
      design('a'),
      design('b'),
      design('running', { currentStep: 'generating', finalImageUrl: undefined }),
      design('c'),
    ];
    const plan: PresentationPlan = {
      ...EMPTY_PLAN,
      refs: ['c', 'deleted', 'running', 'a'],
      notes: { a: 'First idea', b: 'Not chosen' },
    };
    expect(proposalDesigns(plan, designs, i18n).map(({ ref, note }) => ({ ref, note }))).toEqual([
      { ref: 'c', note: '' },
      { ref: 'a', note: 'First idea' },
    ]);
  });
});

describe('proposalFileName', () => {
  it('is <project>-proposal-<date>.pdf with a file-safe project name', () => {
    const date = new Date(2026, 0, 5);
    expect(proposalFileName(i18n, 'Backyard Refresh', date)).toBe(
      'backyard-refresh-proposal-2026-01-05.pdf',
    );
    expect(proposalFileName(i18n, 'Café / Terrasse: Phase #2', date)).toBe(
      'cafe-terrasse-phase-2-proposal-2026-01-05.pdf',
    );
    expect(proposalFileName(i18n, '***', date)).toBe('project-proposal-2026-01-05.pdf');
    expect(proposalFileName(i18n, 'Long '.repeat(60), date)).toMatch(
      /^long-long-.*-proposal-2026-01-05\.pdf$/,
    );
  });

  it("is in the proposal's language, not the app's", async () => {
    const spanish = await i18nFor('es');
    const date = new Date(2026, 10, 25);
    expect(proposalFileName(spanish, 'Patio trasero', date)).toBe(
      'patio-trasero-propuesta-2026-11-25.pdf',
    );
    expect(proposalFileName(spanish, '***', date)).toBe('proyecto-propuesta-2026-11-25.pdf');
  });
});

describe('proposalDateLabel', () => {
  it("writes the day in full in the proposal's language, not the app's", async () => {
    const date = new Date(2026, 10, 25);
    expect(i18n.locale).toBe('en');
    expect(proposalDateLabel(i18n, date)).toBe('November 25, 2026');
    expect(proposalDateLabel(await i18nFor('es'), date)).toBe('25 de noviembre de 2026');
  });
});

describe('a design edited in Keep and mix', () => {
  it('is a design of its own in the proposal: its picture, its name and what it was made from', async () => {
    const spanish = await i18nFor('es');
    const base = design('a');
    const other = design('b', {
      style: { name: 'Refined Traditional' },
      settings: { season: 'winter' },
    });
    const edit = {
      owner: 'org/user',
      baseRef: 'a',
      createdAt: '2026-11-28T10:00:00.000Z',
      updatedAt: '2026-11-28T10:05:00.000Z',
      width: 4,
      height: 3,
      operations: [],
      layers: ['original', 'design:b', 'design:gone'],
      picture: new Uint8Array([1, 2, 3]).buffer,
    };
    const designs = withEdits([base, other], [edit]);
    expect(designs.map((each) => each.ref)).toEqual(['a', 'a~edited', 'b']);
    const plan: PresentationPlan = { ...EMPTY_PLAN, refs: ['a~edited'] };

    const english = proposalDesigns(plan, designs, i18n).at(0);
    expect(english).toMatchObject({
      ref: 'a~edited',
      styleName: 'Natural Accent, edited',
      beforeUrl: 'https://photos.example/a/before.jpg?sig=1',
      madeFrom: ['Original photo', 'Refined Traditional · Winter', 'Another design'],
    });
    expect(english?.afterUrl).toMatch(/^blob:/);
    const inSpanish = proposalDesigns(plan, designs, spanish).at(0);
    expect(inSpanish?.styleName).toBe('Toque natural, editado');
    expect(inSpanish?.madeFrom?.at(0)).toBe('Foto original');
    // The AI's own design says nothing of layers.
    expect(proposalDesign(base, '', i18n).madeFrom).toBeUndefined();
  });
});
