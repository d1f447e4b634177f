import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n, i18next } from '#web/lib/i18n.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { MessagePopup } from './message-popup.tsx';

describe('shared dialogs', () => {
  it('MessagePopup is titled "Message", takes focus, and closes with Escape, giving focus back', async () => {
    await initI18n();
    await i18next.changeLanguage('en');
    const onClose = vi.fn();
    render(<button type="button">Opener</button>);
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    const { unmount } = render(<MessagePopup message="Account Activated Successfully, you can now login." onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Message' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Account Activated Successfully, you can now login.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    unmount();
    expect(document.activeElement).toBe(opener);
  });

  it('ConfirmDialog keeps Tab inside and uses the given labels', async () => {
    await initI18n();
    await i18next.changeLanguage('fr');
    const onConfirm = vi.fn();
    render(<ConfirmDialog message="Supprimer ?" onConfirm={onConfirm} onCancel={() => undefined} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmation' });
    const cancel = screen.getByRole('button', { name: 'Annuler' });
    const confirm = screen.getByRole('button', { name: 'Supprimer' });
    expect(document.activeElement).toBe(cancel);
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
  });
});
