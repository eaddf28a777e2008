import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';

import { SignedProposalActions } from '@/features/approval/records/signed-proposal-actions';
import { addRecord, listRecords } from '@/features/approval/store/approval-store';
import { signIn } from '@/lib/session/session';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { WithI18n } from '@/testing/i18n';
import { signedRecord, TEST_OWNER } from '@/testing/signed-records';
import { createTestToken } from '@/testing/tokens';

/*
 * Handing a signed proposal over: the share sheet where the browser can share a file (a phone),
 * else a download; either notes that the PDF left the device. A cancelled share sheet is no
 * error and leaves nothing noted.
 */

const OWNER = TEST_OWNER;
const PDF = new Uint8Array([37, 80, 68, 70, 45, 49]);
const FILE_NAME = 'front-yard-refresh-signed-proposal-2026-11-26.pdf';

/** A browser that can share files (Web Share API level 2), answering with `share`. */
function installShare(share: (data: ShareData) => Promise<void>) {
  const shared = vi.fn(share);
  Object.defineProperty(navigator, 'canShare', {
    configurable: true,
    value: (data: ShareData) => (data.files?.length ?? 0) > 0,
  });
  Object.defineProperty(navigator, 'share', { configurable: true, value: shared });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'canShare');
    Reflect.deleteProperty(navigator, 'share');
  });
  return shared;
}

async function renderActions() {
  installFakeIndexedDb();
  signIn(createTestToken());
  await addRecord(signedRecord('one', { fileName: FILE_NAME, pdf: PDF.buffer }));
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <WithI18n>
      <QueryClientProvider client={queryClient}>
        <SignedProposalActions
          recordId="one"
          file={{ pdf: PDF, fileName: FILE_NAME, title: FILE_NAME }}
        />
      </QueryClientProvider>
    </WithI18n>,
  );
  return userEvent.setup();
}

const sharedAt = async () => (await listRecords(OWNER))[0]?.sharedAt;

describe('sharing or downloading a signed proposal', () => {
  it('offers the share sheet with the PDF where the browser can share files', async () => {
    const share = installShare(() => Promise.resolve());
    const user = await renderActions();

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledTimes(1);
    const files = share.mock.calls[0]?.[0].files ?? [];
    expect(files.map((file) => [file.name, file.type])).toEqual([[FILE_NAME, 'application/pdf']]);
    expect(new Uint8Array(await new Blob(files).arrayBuffer())).toEqual(PDF);
    await waitFor(async () => expect(await sharedAt()).toEqual(expect.any(String)));
  });

  it('takes a cancelled share sheet as no error, and notes nothing', async () => {
    installShare(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const user = await renderActions();

    await user.click(screen.getByRole('button', { name: 'Share' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await sharedAt()).toBeUndefined();
  });

  it('says when sharing fails, and the download still works', async () => {
    installShare(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    const user = await renderActions();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:signed');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The signed proposal could not be shared. Download it instead.',
    );
    expect(await sharedAt()).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(saved).toEqual([FILE_NAME]);
    await waitFor(async () => expect(await sharedAt()).toEqual(expect.any(String)));
  });

  it('offers only the download where the browser cannot share files', async () => {
    await renderActions();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });
});
