/** The timed returns of spec §4 and §9. */
export const REGISTER_RETURN_MS = 8_000;
export const RESET_REQUEST_HOME_MS = 6_000;
export const RESET_PASSWORD_LOGIN_MS = 3_000;
export const ACTIVATION_MODAL_MS = 6_000;
