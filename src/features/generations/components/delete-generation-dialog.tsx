import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDeleteGeneration } from '@/features/generations/api/delete-generation';
import { errorMessageFromBody } from '@/lib/api-client';

export const DELETE_FAILED_MESSAGE = 'Failed to delete generation';

/** 'Delete Generation' behind the confirmation of spec §2; success goes back to the list. */
export function DeleteGenerationDialog({ generationRef }: { generationRef: string }) {
  const navigate = useNavigate();
  const deletion = useDeleteGeneration();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();

  const confirm = async () => {
    setError(undefined);
    try {
      await deletion.mutateAsync(generationRef);
      setOpen(false);
      void navigate(paths.app.generations);
    } catch (cause) {
      setError(errorMessageFromBody(cause) ?? DELETE_FAILED_MESSAGE);
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (deletion.isPending) return;
        setOpen(next);
        setError(undefined);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="destructive" className="w-full">
          <Trash2Icon aria-hidden="true" />
          Delete Generation
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. This will permanently delete the YardVision generation and
            all associated data.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deletion.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={deletion.isPending}
            onClick={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            {deletion.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
