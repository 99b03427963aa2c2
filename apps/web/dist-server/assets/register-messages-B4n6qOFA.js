import { t as reservationMessages } from "./reservations-Ds6GL5FC.js";
import { M as i18n, Vn as LANGUAGES } from "../render-page.js";
// src/features/reservations/lib/register-messages.ts
/**
* The reservation screens' API and validation texts join the `messages` namespace when the first of those
* screens loads, so the login page does not carry them (its JavaScript budget).
*/
for (const language of LANGUAGES) i18n.addResourceBundle(language, "messages", reservationMessages[language], true, false);
export {};
