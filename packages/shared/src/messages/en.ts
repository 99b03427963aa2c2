/**
 * Texts the API answers with and the forms show for validation, in English.
 * Keys contain an underscore: the web app treats such a message as a translation key (spec section 4).
 */
export const en = {
  generic_error: 'An error occurred, please try again.',
  wrong_credentials: 'The e-mail or password is invalid.',
  verification_link_expired: 'The verification link has expired. Please ask for a new one.',
  verification_code_invalid: 'The verification code is invalid.',
  user_not_found_email: 'There is no user with this e-mail.',
  already_verified: 'This account is already verified.',
  account_disabled: 'Your account has been disabled. Please contact Customer Care.',
  account_not_verified: 'Your account is not verified yet. We have sent you a new activation link.',
  previous_app_welcome:
    'Welcome to the new members’ portal! Your account from the app is ready: we have sent an activation link to your e-mail. Open it, then log in here with the same password.',
  confirm_member_id: 'Please confirm your member ID to continue.',
  activation_link_expired: 'The activation link has expired.',
  caps_lock_on: 'Caps Lock is on.',
  legacy_user_exists: 'You already exist in our previous app. Please log in.',
  unauthenticated: 'You are not signed in. Please follow the login steps.',
  unauthorized: 'You lack the privileges for this action. Please contact the administrator.',
  cross_site_request: 'This request came from another site and was refused. Please use the portal itself.',
  not_found: 'Not found.',
  route_not_found: 'The address {{path}} does not exist.',
  reservation_not_found: 'No reservation was found with these details.',
  empty_reservations: 'You have no reservations yet.',
  no_data_available: 'No data available.',
  no_exchange_partners: 'There are no exchange partners for your membership.',
  no_contracts: 'There are no contracts associated with your membership.',
  no_payments: 'No payments have been made through the portal.',
  no_property_changed: 'There is nothing to save: you have not changed anything.',
  contract_status_contact: 'Please contact Customer Care for details about your contract status.',
  too_many_attempts: 'Too many attempts. Please wait {{seconds}} seconds and try again.',
  malformed_body: 'The request body is not valid JSON.',
  body_too_deep: 'The request body is nested too deeply (at most {{max}} levels).',
  unsupported_media_type: 'The request must be sent as JSON.',
  payload_too_large: 'The request is too large.',
  validation_failed: 'Please check the highlighted fields.',
  too_many_requests: 'Too many requests. Try again in {{seconds}} seconds.',
  validation_characters: 'This field contains characters that are not allowed.',
  validation_type: 'This field has the wrong type of value.',
  validation_unknown_field: 'This field is not accepted here.',
  session_expired: 'Your session has expired. Please log in again.',
  invalid_refresh_token: 'Your session can no longer be renewed. Please log in again.',
  service_unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  storage_full:
    'Your change could not be saved because the portal has run out of storage. Nothing was changed; please try again later.',
  validation_required: 'This field is required.',
  validation_email: 'Enter a valid e-mail address.',
  validation_password_min: 'The password must have at least 12 characters.',
  validation_password_max: 'The password can have at most 128 characters.',
  validation_password_breached:
    'This password appears in lists of passwords leaked from other sites. Choose a different one.',
  validation_password_weak:
    'This password would be easy to guess. Make it longer, or mix in words only you would think of.',
  validation_password_weak_common:
    'This password is one of the most used, or very like one: attackers try those first. Choose a different one.',
  validation_password_weak_keyboard:
    'This password follows keys that are next to each other on the keyboard, which is easy to guess.',
  validation_password_weak_repeat:
    'This password repeats characters or groups of them, which is easy to guess.',
  validation_password_weak_sequence:
    'This password uses a sequence such as "abc" or "1234", which is easy to guess.',
  validation_password_weak_dates: 'This password relies on a date or a recent year, which is easy to guess.',
  validation_password_weak_words:
    'This password is mostly a single common word, which is easy to guess. Add more words or characters.',
  validation_password_weak_names: 'This password is mostly a common name, which is easy to guess.',
  validation_password_weak_personal:
    'This password contains your name or e-mail address, which is easy to guess. Choose a different one.',
  validation_password_uppercase: 'The password must contain an uppercase letter.',
  validation_password_lowercase: 'The password must contain a lowercase letter.',
  validation_password_digit: 'The password must contain a digit.',
  validation_password_special: 'The password must contain a special character: @$!%*#?&()[]{}_-+=."\';:<>',
  validation_password_mismatch: 'The passwords do not match.',
  validation_name_max: 'At most 128 characters.',
  validation_name_characters: 'Use only letters, spaces, apostrophes, hyphens and periods after initials.',
  validation_numeric: 'Only digits are allowed.',
  validation_phone: 'Enter a valid phone number (optional country prefix, area code, 6 to 8 digits).',
  validation_captcha: 'Please complete the verification.',
  validation_captcha_invalid: 'The verification failed. Please try again.',
  validation_too_long: 'At most {{max}} characters.',
  validation_invalid: 'This value is not valid.',
  validation_terms: 'Please accept the terms and conditions.',
  reset_code_expired: 'This code has expired or can no longer be used. Please ask for a new one.',
  reply_not_allowed: 'This message cannot be answered. Please write to us from the contact page.',
  idempotency_key_invalid:
    'The Idempotency-Key header must be 1 to 200 letters, digits, dashes, underscores, dots or colons.',
  idempotency_key_reused:
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  idempotency_in_progress:
    'The first request with this Idempotency-Key is still being processed. Please retry shortly.',
  idempotency_answer_lost:
    'This request was saved, but its confirmation was lost on the way. Reload the page to see it; do not send it again.',
} as const;

export type MessageKey = keyof typeof en;
