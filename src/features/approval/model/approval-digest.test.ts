// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  approvalDigest,
  canonicalJson,
  type ApprovedValue,
} from '@/features/approval/model/approval-digest';
import { sha256Hex } from '@/lib/files/sha256';

/** Approved content as a signed proposal holds it: lines, totals, the pictures' bytes. */
function content(): { [key: string]: ApprovedValue } {
  return {
    option: { name: 'Gentle Modern', scope: 'Gravel paths, three beds', price: 1_240_000 },
    addOns: [{ name: 'Lighting', price: 185_000 }],
    totals: { subtotal: 1_425_000, tax: 117_563, total: 1_542_563, deposit: 462_769 },
    pictures: {
      before: new Uint8Array([0xff, 0xd8, 0xff, 0x01, 0x02]),
      after: new Uint8Array([0xff, 0xd8, 0xff, 0x03, 0x04]),
    },
    signer: 'María Pérez',
  };
}

describe('the digest of approved content', () => {
  it('is SHA-256 (a known value)', async () => {
    expect(await sha256Hex(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('is the same for the same content, whatever the order of its fields', async () => {
    const reordered = Object.fromEntries(Object.entries(content()).reverse());
    expect(await approvalDigest(reordered)).toBe(await approvalDigest(content()));
    expect(await approvalDigest(content())).toMatch(/^[0-9a-f]{64}$/);
  });

  it('writes canonical JSON: sorted keys, no spaces, pictures by their SHA-256', async () => {
    expect(
      await canonicalJson({ b: 1, a: [true, null, 'é'], c: new Uint8Array([97, 98, 99]) }),
    ).toBe(
      '{"a":[true,null,"é"],"b":1,"c":{"sha256":"ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"}}',
    );
  });

  it('changes with any line, total, name or picture byte', async () => {
    const original = await approvalDigest(content());
    const changes: ((value: ReturnType<typeof content>) => void)[] = [
      (value) => {
        value.option = {
          name: 'Gentle Modern',
          scope: 'Gravel paths, three beds',
          price: 1_240_001,
        };
      },
      (value) => {
        value.addOns = [];
      },
      (value) => {
        value.totals = { subtotal: 1_425_000, tax: 117_563, total: 1_542_564, deposit: 462_769 };
      },
      (value) => {
        value.signer = 'Maria Perez';
      },
      (value) => {
        value.pictures = {
          before: new Uint8Array([0xff, 0xd8, 0xff, 0x01, 0x02]),
          after: new Uint8Array([0xff, 0xd8, 0xff, 0x03, 0x05]),
        };
      },
    ];
    const digests = new Set<string>([original]);
    for (const change of changes) {
      const changed = content();
      change(changed);
      digests.add(await approvalDigest(changed));
    }
    expect(digests.size).toBe(changes.length + 1);
  });

  it('refuses what JSON cannot write the same everywhere', async () => {
    await expect(canonicalJson({ price: 12.5 })).rejects.toThrow(RangeError);
    await expect(canonicalJson({ price: Number.NaN })).rejects.toThrow(RangeError);
    await expect(
      canonicalJson({ price: undefined } as unknown as { [key: string]: ApprovedValue }),
    ).rejects.toThrow(TypeError);
  });
});
