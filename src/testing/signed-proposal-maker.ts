import { RECORD_FORMAT, RECORD_VERSION } from '@/features/approval/model/approval-record';
import type { SignedProposalMaker } from '@/features/approval/signed-pdf/signed-proposal-maker';
import type { SignedProposalSource } from '@/features/approval/signed-pdf/signed-proposal-types';

/**
 * A maker of signed proposals for a rendered app (`renderApp`'s `signedProposalMaker`): the
 * browser's decodes the chosen design's pictures and writes the PDF in workers, which the test
 * DOM cannot. It keeps what it was asked to write, in `sources`, and answers with a PDF of five
 * bytes and the record of that content (its pictures named by made-up digests). The PDF itself
 * is tested on its own, and read back in the browser tests.
 */
export function recordingSignedProposalMaker() {
  const sources: SignedProposalSource[] = [];
  const make: SignedProposalMaker = (source) => {
    sources.push(source);
    return Promise.resolve({
      pdf: new Uint8Array([37, 80, 68, 70, 45]),
      fileName: 'front-yard-refresh-signed-proposal-2026-11-26.pdf',
      record: {
        format: RECORD_FORMAT,
        version: RECORD_VERSION,
        content: {
          ...source,
          chosen: {
            ...source.chosen,
            before: { sha256: 'b'.repeat(64) },
            after: { sha256: 'a'.repeat(64) },
          },
          signer: { ...source.signer, signature: { sha256: 'c'.repeat(64) } },
        },
        digest: 'd'.repeat(64),
        document: { byteLength: 5, sha256: 'e'.repeat(64) },
      },
    });
  };
  return { make, sources };
}
