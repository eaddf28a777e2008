import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { WithI18n } from '@/testing/i18n';

function renderDialog(onConfirm: () => Promise<void>) {
  return render(
    <ConfirmDialog
      trigger={<Button>Delete Front yard</Button>}
      title="Delete Front yard?"
      description="This cannot be undone."
      confirmLabel="Delete"
      busyLabel="Deleting..."
      onConfirm={onConfirm}
    />,
    { wrapper: WithI18n },
  );
}

describe('ConfirmDialog', () => {
  it('shows its button at once, named and marked as opening a dialog', () => {
    renderDialog(vi.fn());
    const button = screen.getByRole('button', { name: 'Delete Front yard' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('a press opens the question (its code loads as it is pressed), Cancel closes it and the focus goes back to the button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.resolve());
    renderDialog(onConfirm);
    const button = screen.getByRole('button', { name: 'Delete Front yard' });
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Front yard?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open with the error when the action fails, and closes once it succeeds', async () => {
    const user = userEvent.setup();
    const onConfirm = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('Failed to delete project'))
      .mockResolvedValueOnce(undefined);
    renderDialog(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Delete Front yard' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete project');
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('opens by keyboard', async () => {
    const user = userEvent.setup();
    renderDialog(vi.fn());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete Front yard' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete Front yard' })).toHaveFocus();
  });
});
