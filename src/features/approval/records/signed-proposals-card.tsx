import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SignedProposalActions } from '@/features/approval/records/signed-proposal-actions';
import { formatMoney } from '@/features/approval/model/money';
import { useSignedRecords } from '@/features/approval/store/use-approval-store';
import { formatDateTime } from '@/lib/format';

type SignedProposalsCardProps = {
  projectRef: string;
  /** A link to check a signed PDF ('Open a signed proposal'), placed by the page. */
  openAction?: ReactNode;
};

/**
 * The project's signed proposals kept on this device: who signed, when, the total; each can be
 * shared or downloaded again. Those never shared or downloaded say so (Logout warns about them).
 */
export function SignedProposalsCard({ projectRef, openAction }: SignedProposalsCardProps) {
  const { i18n } = useLingui();
  const records = useSignedRecords(projectRef);
  const list = records.data ?? [];
  if (list.length === 0 && !openAction) return null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Signed proposals</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Kept on this device. Each signed PDF carries its approval record with tamper evidence
            (not a certificate-based digital signature).
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {records.isPending ? null : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No proposal of this project has been signed on this device.</Trans>
          </p>
        ) : (
          <ul className="grid gap-3">
            {[...list].reverse().map((record) => {
              const total = formatMoney(record.totalCents, record.currency, i18n.locale);
              const when = formatDateTime(record.signedAt);
              return (
                <li
                  key={record.id}
                  className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="grid gap-0.5">
                    <p className="font-medium break-words">{record.signerName}</p>
                    <p className="text-sm text-muted-foreground">
                      <Trans>
                        Signed {when} · Total {total}
                      </Trans>
                    </p>
                    {record.sharedAt === undefined ? (
                      <Badge variant="outline" className="w-fit">
                        <Trans>Not shared or downloaded yet</Trans>
                      </Badge>
                    ) : null}
                  </div>
                  <SignedProposalActions
                    recordId={record.id}
                    subject={record.signerName}
                    file={{ pdf: record.pdf, fileName: record.fileName, title: record.fileName }}
                  />
                </li>
              );
            })}
          </ul>
        )}
        {openAction}
      </CardContent>
    </Card>
  );
}
