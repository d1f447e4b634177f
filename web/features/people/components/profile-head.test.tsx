import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '#web/lib/i18n.ts';
import { canEditProfile, isOwnProfile } from '../profile-rules.ts';
import { ada, sessionFor } from '#tests/utils/people-fixtures.ts';
import { ProfileHead } from './profile-head.tsx';

describe('edit-profile button (spec §6)', () => {
  it('is allowed only on the signed-in person’s own profile, email or not (offline, the kept author has none)', () => {
    const profile = { ...ada, email: 'ada@example.org' };
    expect(canEditProfile(sessionFor(ada, 'ada@example.org'), profile)).toBe(true);
    expect(canEditProfile(sessionFor({ ...ada, id: 'someone-else' }, 'kofi@example.org'), profile)).toBe(false);
    expect(canEditProfile(null, profile)).toBe(false);
    const { email: _none, ...kept } = profile;
    expect(canEditProfile(sessionFor(ada, 'ada@example.org'), kept)).toBe(true);
    expect(isOwnProfile(sessionFor(ada, 'x@example.org'), ada)).toBe(true);
    expect(isOwnProfile(null, ada)).toBe(false);
  });

  it('shows the button only when allowed, and calls the route’s action', async () => {
    await initI18n();
    const onEditProfile = vi.fn();
    const { rerender } = render(<ProfileHead user={ada} articleCount={3} canEdit={false} onEditProfile={onEditProfile} />);
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
    expect(screen.getByText('3 articles')).toBeTruthy();

    rerender(<ProfileHead user={ada} articleCount={1} canEdit onEditProfile={onEditProfile} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(onEditProfile).toHaveBeenCalledOnce();
    expect(screen.getByText('1 article')).toBeTruthy();

    rerender(<ProfileHead user={ada} articleCount={1} canEdit />);
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
  });
});
