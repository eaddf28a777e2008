import { SearchXIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** A detail screen whose record does not exist (or was deleted), with the way back. */
export function NotFoundCard({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 text-center">
        <SearchXIcon aria-hidden="true" className="size-8 text-muted-foreground" />
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="text-sm text-muted-foreground">{text}</p>
        <Button asChild>
          <Link to={backTo}>{backLabel}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
