import type { I18n } from '@lingui/core';
import { createContext } from 'react';

import type {
  SignedProposal,
  SignedProposalSource,
} from '@/features/approval/signed-pdf/signed-proposal-types';

/**
 * What writes the signed proposal when the customer presses Approve: its PDF, with the record
 * attached, in the language of `i18n`.
 */
export type SignedProposalMaker = (
  source: SignedProposalSource,
  i18n: I18n,
) => Promise<SignedProposal>;

/**
 * The maker the app was given (`AppProvider`'s `signedProposalMaker`: by the tests, whose DOM can
 * neither decode the pictures nor run the workers); none, the browser's (`buildSignedProposal`,
 * loaded when signing starts).
 */
export const SignedProposalMakerContext = createContext<SignedProposalMaker | undefined>(undefined);
