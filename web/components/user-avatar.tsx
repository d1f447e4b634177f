import type { User } from '#api/schemas/user.ts';
import './user-avatar.css';
import { fixedImage } from '#web/lib/image-sources.ts';

/** Initials of a user, for the avatar when there is no picture. */
export function initials(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${Array.from(user.firstName.trim())[0] ?? ''}${Array.from(user.lastName.trim())[0] ?? ''}`.toUpperCase();
}

/** A user's picture, or their initials on a coloured disc; decorative (the name sits beside it). */
export function UserAvatar({ user, size = 40 }: { user: Pick<User, 'firstName' | 'lastName' | 'picture'>; size?: number }) {
  const style = { width: size, height: size, fontSize: Math.max(12, Math.round(size * 0.38)) };
  if (user.picture) return <img className="user-avatar" {...fixedImage(user.picture, size)} alt="" width={size} height={size} loading="lazy" decoding="async" style={style} />;
  return (
    <span className="user-avatar user-avatar--initials" aria-hidden="true" style={style}>
      {initials(user)}
    </span>
  );
}
