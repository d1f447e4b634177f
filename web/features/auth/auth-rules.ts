import * as v from 'valibot';
import { EmailSchema, LoginInputSchema, RecoveryInputSchema, RegisterInputSchema, ResetPasswordInputSchema } from '#api/schemas/user.ts';
import { fieldIssues, type FieldMessages } from '#web/components/field-issues.ts';
import type { Message } from '#web/components/form-message.tsx';

/**
 * The rules of spec §5 for the account forms, from the shared schemas of `api/schemas/user.ts`
 * (the server applies the same ones): a message per field, and the form's summary message.
 */
export interface FormCheck {
  valid: boolean;
  summary: Message | null;
  fields: FieldMessages;
}

const byCode: Record<string, Message> = { email: { key: 'login.invalidEmail' }, password_no_match: { key: 'passwordNoMatch' } };
const passwordPolicy: Message = { key: 'passwordPolicy' };

function check(fields: FieldMessages, summary: Message): FormCheck {
  const valid = Object.keys(fields).length === 0;
  return { valid, fields, summary: valid ? null : summary };
}

/** Login: a valid email and a password, else `login.requiredEmail`. */
const LoginFormSchema = v.object({ email: EmailSchema, password: LoginInputSchema.entries.password });
export function checkLogin(values: { email: string; password: string }): FormCheck {
  return check(fieldIssues(LoginFormSchema, values, { byCode }), { key: 'login.requiredEmail' });
}

/** Register: last name of 3 or more, a valid email, a password following the policy, else `login.fillAllField`. */
export function checkRegister(values: { firstName: string; lastName: string; email: string; password: string }): FormCheck {
  return check(fieldIssues(RegisterInputSchema, values, { byCode, byField: { password: passwordPolicy } }), { key: 'login.fillAllField' });
}

/** Reset request: a valid email, else `login.requiredEmailMsg`. */
export function checkResetRequest(values: { email: string }): FormCheck {
  return check(fieldIssues(RecoveryInputSchema, values, { byCode }), { key: 'login.requiredEmailMsg' });
}

const ResetPasswordFormSchema = v.pipe(
  v.object({ password: ResetPasswordInputSchema.entries.password, rpassword: v.string() }),
  v.forward(
    v.check((input) => input.password === input.rpassword, 'password_no_match'),
    ['rpassword'],
  ),
);

/**
 * Reset password: both fields filled ("Please fill all the fields"), the policy, then the two
 * passwords equal ("Passwords do not match").
 */
export function checkResetPassword(values: { password: string; rpassword: string }): FormCheck {
  if (!values.password || !values.rpassword) {
    const fields = fieldIssues(v.object({ password: v.pipe(v.string(), v.nonEmpty('required')), rpassword: v.pipe(v.string(), v.nonEmpty('required')) }), values);
    return { valid: false, fields, summary: { key: 'resetPassword.fillAll' } };
  }
  // The policy and the mismatch are said beside their field; no summary repeats them.
  const fields = fieldIssues(ResetPasswordFormSchema, values, { byCode, byField: { password: passwordPolicy } });
  return { valid: Object.keys(fields).length === 0, fields, summary: null };
}
