/** The login form's fields, as the API names them (its field errors come back under these names). */
export const LOGIN_FIELDS = ['email', 'password', 'captcha_response', 'vida_member_id'] as const;

export type LoginField = (typeof LOGIN_FIELDS)[number];

/** Per field, a message key (client validation) or a text in the member's language (server). */
export type LoginErrors = Partial<Record<LoginField, string>>;

export type LoginValues = Record<LoginField, string>;

export const isLoginField = (name: string): name is LoginField =>
  (LOGIN_FIELDS as readonly string[]).includes(name);
