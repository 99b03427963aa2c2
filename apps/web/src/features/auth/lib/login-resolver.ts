/**
 * The login form's validation: the API's own LoginRequestSchema (one schema, two sides). Loaded on the
 * member's first interaction with the form, which keeps zod out of the login page's initial JavaScript.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequestSchema } from '@vida/shared';

export const loginResolver = zodResolver(LoginRequestSchema);
