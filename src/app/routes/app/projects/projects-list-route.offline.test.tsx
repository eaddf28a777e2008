import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { NETWORK_BANNER_TEXTS } from '@/components/network-banner';
import { text } from '@/testing/i18n';
import { OFFLINE_PENDING_TEXT } from '@/components/query-pending';
import { server } from '@/testing/mocks/server';
import { goOffline, goOnline } from '@/testing/network';
import { seedCustomer, seedProject } from '@/testing/seed-customers';
import { allowWholeAppTime, renderApp } from '@/testing/test-utils';
import { TEST_USER } from '@/testing/tokens';

allowWholeAppTime({ testMs: 20_000 });

describe('Projects while offline', () => {
  it('waits for the network, says so, and shows the list by itself when it is back', async () => {
    const maria = await seedCustomer({ name: 'Maria Gonzalez' });
    await seedProject({ name: 'Front yard refresh', customerRef: maria.customerId });
    const { user } = renderApp('/app/customers', { session: true });
    await screen.findByRole('heading', { level: 1, name: 'Customers' });
    await screen.findByRole('link', { name: 'Maria Gonzalez' });

    const requests: string[] = [];
    const record = ({ request }: { request: Request }) => {
      requests.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', record);
    try {
      act(() => goOffline());
      expect(screen.getByText(text(NETWORK_BANNER_TEXTS.offline))).toBeInTheDocument();
      const navigation = screen.getByRole('navigation', { name: 'Main' });
      await user.click(within(navigation).getByRole('link', { name: 'Projects' }));
      await screen.findByRole('heading', { level: 1, name: 'Projects' });
      expect(await screen.findByText(text(OFFLINE_PENDING_TEXT))).toBeInTheDocument();
      expect(screen.queryByText('Loading...')).toBeNull();
      expect(requests).toEqual([]);

      act(() => goOnline());
      expect(
        (await screen.findAllByRole('link', { name: /Front yard refresh/ })).length,
      ).toBeGreaterThan(0);
      expect(screen.queryByText(text(OFFLINE_PENDING_TEXT))).toBeNull();
      expect(screen.getByText(text(NETWORK_BANNER_TEXTS.back))).toBeInTheDocument();
      expect(requests).toContain(`/api/${TEST_USER.organizationRef}/projects`);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});
