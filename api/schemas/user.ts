import * as v from 'valibot';
import { ROLES } from './roles.ts';
import { PageQuerySchema } from './list.ts';

export const PRESENTATION_MIN = 50;
export const PRESENTATION_MAX = 250;
export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 15;
export const PASSWORD_MIN = 8;
export const LAST_NAME_MIN = 3;
export const NAME_MAX = 80;
export const EMAIL_MAX = 254;

/** At least 8 characters with a number, an uppercase, a lowercase and a special character (spec §5). */
export const PasswordSchema = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN, 'min_length'),
  v.maxLength(200, 'max_length'),
  v.regex(/\d/, 'password_policy'),
  v.regex(/[A-Z]/, 'password_policy'),
  v.regex(/[a-z]/, 'password_policy'),
  v.regex(/[^A-Za-z0-9]/, 'password_policy'),
);

export const EmailSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(EMAIL_MAX, 'max_length'), v.email('email'), v.toLowerCase());

/** `POST /api/users` (register). */
export const RegisterInputSchema = v.object({
  firstName: v.pipe(v.string(), v.trim(), v.maxLength(NAME_MAX, 'max_length')),
  lastName: v.pipe(v.string(), v.trim(), v.minLength(LAST_NAME_MIN, 'min_length'), v.maxLength(NAME_MAX, 'max_length')),
  email: EmailSchema,
  password: PasswordSchema,
  language: v.optional(v.picklist(['en', 'fr'])),
});
export type RegisterInput = v.InferOutput<typeof RegisterInputSchema>;

export const PresentationSchema = v.pipe(v.string(), v.trim(), v.minLength(PRESENTATION_MIN, 'min_length'), v.maxLength(PRESENTATION_MAX, 'max_length'));
/**
 * A phone number as people write it ("+237 6 99 12 34 56", "(06) 12-34.56.78"): spaces, dashes,
 * dots, parentheses and a leading `+` are dropped (issue #25), then the spec's rule applies to what
 * is left, 9 to 15 digits; the digits are what is stored. Anything else (letters, a `+` inside) is
 * `numeric`.
 */
export function normalizePhoneNumber(text: string): string {
  // Separators first, so the `+` of "(+33)" leads once they are gone.
  return text.replace(/[\s\u00a0\u2009\u202f.()\-\u2010-\u2013]/g, '').replace(/^\+/, '');
}

export const PhoneNumberSchema = v.pipe(
  v.string(),
  v.transform(normalizePhoneNumber),
  v.regex(/^\d*$/, 'numeric'),
  v.minLength(PHONE_MIN_DIGITS, 'min_length'),
  v.maxLength(PHONE_MAX_DIGITS, 'max_length'),
);

/** `PUT /api/users/me`: exactly one of the three forms of spec §7. */
export const ProfilePictureInputSchema = v.strictObject({ picture: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'invalid_id')) });
export const ProfileDetailsInputSchema = v.strictObject({ presentation: PresentationSchema, phoneNumber: PhoneNumberSchema });
export const PasswordChangeInputSchema = v.pipe(
  v.strictObject({
    password: PasswordSchema,
    rpassword: v.string(),
    current_password: v.pipe(v.string(), v.nonEmpty('required'), v.minLength(PASSWORD_MIN, 'min_length')),
  }),
  v.forward(
    v.check((input) => input.password === input.rpassword, 'password_no_match'),
    ['rpassword'],
  ),
);
export const ProfileUpdateInputSchema = v.union([ProfilePictureInputSchema, ProfileDetailsInputSchema, PasswordChangeInputSchema]);
export type ProfileUpdateInput = v.InferOutput<typeof ProfileUpdateInputSchema>;

/** Public user; `email` and `phoneNumber` only where api.md allows them. */
export const UserSchema = v.object({
  id: v.string(),
  slug: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  presentation: v.nullable(v.string()),
  picture: v.nullable(v.string()),
  email: v.optional(v.string()),
  phoneNumber: v.optional(v.nullable(v.string())),
  /** The signed-in user's own role (`GET`/`PUT /api/users/me` only; issue #28). */
  role: v.optional(v.picklist(ROLES)),
  /** Readers following this user (a maintained counter; issue #29): on profiles and the directory. */
  followerCount: v.optional(v.number()),
  /** Authors this user follows (tribes and themes are not counted): on profiles and the directory. */
  followingCount: v.optional(v.number()),
});
export type User = v.InferOutput<typeof UserSchema>;

/** The answer of calls whose only result is a sentence for people (`{ message }`). */
export const MessageSchema = v.object({ message: v.string() });

export const LoginInputSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(EMAIL_MAX, 'max_length'), v.toLowerCase()),
  password: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(200, 'max_length')),
});

/** Access token, refresh token and expiry, as the web app keeps them (spec §3 "Login result"). */
export const TokenInfoSchema = v.object({ token: v.string(), refreshToken: v.string(), expiresAt: v.string(), username: v.string() });
export type TokenInfo = v.InferOutput<typeof TokenInfoSchema>;

/** `POST /api/auth/refresh` and `POST /api/auth/logout`. */
export const RefreshInputSchema = v.object({
  refreshToken: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(200, 'max_length')),
});

/** `POST /api/auth/recovery-password`. */
export const RecoveryInputSchema = v.object({ email: EmailSchema });

/** `POST /api/auth/reset-password/:code`: the new password, with the rules of spec §5. */
export const ResetPasswordInputSchema = v.object({ password: PasswordSchema });

/**
 * `GET /api/users`: page and optional keywords (names or slug; never the email, issue #25).
 * `cursor` (the `nextCursor` of the previous page) and `offset` are alternatives.
 */
export const UserListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  cursor: v.optional(v.pipe(v.string(), v.maxLength(1000), v.regex(/^[A-Za-z0-9_-]+$/, 'invalid_cursor'))),
  keywords: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'max_length'))),
});
export type UserListQuery = v.InferOutput<typeof UserListQuerySchema>;

/** `POST /api/auth/login` answer: the session and the signed-in user (with email and phoneNumber). */
export const LoginResultSchema = v.object({ tokenInfo: TokenInfoSchema, user: UserSchema });
export type LoginResult = v.InferOutput<typeof LoginResultSchema>;
