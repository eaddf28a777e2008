import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

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
import { useDeleteProject } from '@/features/projects/api/delete-project';

export const DELETE_PROJECT_QUESTION =
  'Are you sure you want to delete this project? This action cannot be undone.';
export const DELETE_PROJECT_FAILED = 'Failed to delete project';

/**
 * Delete, behind the spec's question (spec §5) in an accessible dialog instead of the browser's
 * confirm; a failure says 'Failed to delete project' (§8) inside it.
 */
export function DeleteProjectDialog({ projectRef, name }: { projectRef: string; name: string }) {
  const deletion = useDeleteProject();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();

  const confirm = async () => {
    setError(undefined);
    try {
      await deletion.mutateAsync(projectRef);
      setOpen(false);
      toast.success('Project deleted', { description: name });
    } catch {
      setError(DELETE_PROJECT_FAILED);
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
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
          Delete <span className="sr-only">{name}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words">Delete {name}?</AlertDialogTitle>
          <AlertDialogDescription>{DELETE_PROJECT_QUESTION}</AlertDialogDescription>
        </AlertDialogHeader>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
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
