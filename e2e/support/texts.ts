import { type MessageKey, messages } from '@vida/shared';

export type Lang = 'en' | 'es';

export const DEMO_PASSWORD = 'Vacation#2026';

export const ACCOUNTS = {
  ana: 'ana.garcia@example.com',
  john: 'john.miller@example.com',
  guest: 'guest.visitor@example.com',
  pending: 'pending.user@example.com',
  disabled: 'disabled.user@example.com',
  linkMember: 'link.member@example.com',
} as const;

export const LINK_MEMBER_ID = '100200302';

/** The fixed UI texts of the common brief: the contract between the web app and these journeys. */
export const UI = {
  en: {
    email: 'E-mail',
    password: 'Password',
    memberId: 'Member ID',
    logIn: 'Log in',
    openMenu: 'Open menu',
    logOut: 'Log out',
    loggedOut: 'You have logged out.',
    notFound: 'Page not found',
    welcome: (name: string) => `Welcome, ${name}`,
    hello: (name: string) => `Hello, ${name}`,
    myAccount: 'My Account',
    messagesBell: (n: number) => `Messages (${n} unread)`,
    languageName: 'English',
  },
  es: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    memberId: 'Número de socio',
    logIn: 'Iniciar sesión',
    openMenu: 'Abrir menú',
    logOut: 'Cerrar sesión',
    loggedOut: 'Has cerrado sesión.',
    notFound: 'Página no encontrada',
    welcome: (name: string) => `Te damos la bienvenida, ${name}`,
    hello: (name: string) => `Hola, ${name}`,
    myAccount: 'Mi cuenta',
    messagesBell: (n: number) => `Mensajes (${n} sin leer)`,
    languageName: 'Español',
  },
} as const;

/** API texts come from the shared catalogue, the same one the server answers with. */
export function apiMessage(lang: Lang, key: MessageKey): string {
  return messages[lang][key];
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A form label as rendered, tolerating the required-field asterisk MUI appends. */
export function labelPattern(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text)}(\\s*\\*)?\\s*$`);
}
