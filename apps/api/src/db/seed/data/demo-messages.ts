/**
 * The demo's inboxes: the club's alerts and offers, a support thread care answered and Ana has not read, a
 * longer conversation (four messages, all read) and John's question that care has just answered.
 * Inserted in this order, which gives their ids; a reply comes after the message it answers.
 */
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import type { DemoMessage } from './demo-types.ts';

const ANA = DEMO_ACCOUNTS.ana;
const JOHN = DEMO_ACCOUNTS.john;
const CARE_ES = 'Atención a Socios Vida';
const CARE_EN = 'Vida Customer Care';

export const DEMO_MESSAGES: readonly DemoMessage[] = [
  {
    user: ANA,
    subject: 'Tienes pagos vencidos',
    fromName: CARE_ES,
    message:
      'Hola Ana, tu contrato GLX-2021-004512 tiene mensualidades vencidas. Puedes pagarlas desde la sección Pagos del portal.',
    messageType: 'alert',
    createdAt: { day: -1, hour: 9 },
  },
  {
    user: ANA,
    subject: 'Escápate a Riviera Maya con 20% de descuento',
    fromName: CARE_ES,
    message: 'Reserva antes de fin de mes y obtén 20% de descuento en tu próxima estancia en Riviera Maya.',
    messageType: 'marketing',
    createdAt: { day: -3, hour: 12 },
  },
  {
    user: ANA,
    subject: 'Nuevas experiencias en Nuevo Vallarta',
    fromName: CARE_ES,
    message: 'Conoce las nuevas actividades para toda la familia en Nuevo Vallarta.',
    messageType: 'marketing',
    createdAt: { day: -40, hour: 12 },
    readAt: { day: -39, hour: 18 },
  },
  {
    user: ANA,
    subject: 'Tu reservación VP-6LCTNSKV está confirmada',
    fromName: CARE_ES,
    message: 'Tu estancia en Mayan Palace Acapulco está confirmada. ¡Buen viaje!',
    messageType: 'alert',
    createdAt: { day: -170, hour: 8 },
    readAt: { day: -170, hour: 20 },
  },
  {
    key: 'ana-dates',
    user: ANA,
    reason: 'reservations',
    subject: 'Cambio de fechas de mi reservación',
    fromName: 'Ana García',
    message: '¿Puedo mover mi reservación VP-YKMHZZS7 una semana después? Gracias.',
    messageType: 'support',
    replied: true,
    fromMember: true,
    createdAt: { day: -6, hour: 16 },
    readAt: { day: -6, hour: 16 },
  },
  {
    key: 'ana-direct-debit',
    user: ANA,
    reason: 'payments_and_fees',
    subject: 'Domiciliación de mensualidades',
    fromName: 'Ana García',
    message: 'Hola, quiero que mis mensualidades se carguen automáticamente a mi tarjeta. ¿Es posible?',
    messageType: 'support',
    replied: true,
    fromMember: true,
    createdAt: { day: -30, hour: 15 },
    readAt: { day: -30, hour: 15 },
  },
  {
    key: 'john-daughter',
    user: JOHN,
    reason: 'contract_and_membership',
    subject: 'Adding my daughter to the membership',
    fromName: 'John Miller',
    message: 'Hello, can my daughter use one of my weeks at The Grand Bliss next spring on her own?',
    messageType: 'support',
    replied: true,
    fromMember: true,
    createdAt: { day: -4, hour: 14 },
    readAt: { day: -4, hour: 14 },
  },
  {
    parent: 'ana-dates',
    user: ANA,
    reason: 'reservations',
    subject: 'Re: Cambio de fechas de mi reservación',
    fromName: CARE_ES,
    message:
      'Hola Ana, revisamos la disponibilidad y podemos mover tu estancia una semana. Confírmanos por este medio y hacemos el cambio.',
    messageType: 'support',
    createdAt: { day: -5, hour: 11 },
  },
  {
    parent: 'ana-direct-debit',
    user: ANA,
    reason: 'payments_and_fees',
    subject: 'Re: Domiciliación de mensualidades',
    fromName: CARE_ES,
    message: 'Claro, Ana. Guarda tu tarjeta en Editar perfil y márcala como predeterminada.',
    messageType: 'support',
    createdAt: { day: -29, hour: 10 },
    readAt: { day: -29, hour: 12 },
  },
  {
    parent: 'ana-direct-debit',
    user: ANA,
    reason: 'payments_and_fees',
    subject: 'Re: Domiciliación de mensualidades',
    fromName: 'Ana García',
    message: 'Listo, ya la guardé. ¿El cargo se hace el mismo día del vencimiento?',
    messageType: 'support',
    fromMember: true,
    createdAt: { day: -28, hour: 18 },
    readAt: { day: -28, hour: 18 },
  },
  {
    parent: 'ana-direct-debit',
    user: ANA,
    reason: 'payments_and_fees',
    subject: 'Re: Domiciliación de mensualidades',
    fromName: CARE_ES,
    message: 'Sí, el cargo se aplica en la fecha de vencimiento de cada mensualidad. ¡Gracias!',
    messageType: 'support',
    createdAt: { day: -27, hour: 9 },
    readAt: { day: -27, hour: 13 },
  },
  {
    parent: 'john-daughter',
    user: JOHN,
    reason: 'contract_and_membership',
    subject: 'Re: Adding my daughter to the membership',
    fromName: CARE_EN,
    message:
      'Hi John, yes: add her as a guest when you request the reservation and we will issue the certificate in her name.',
    messageType: 'support',
    createdAt: { day: -1, hour: 11 },
  },
  {
    user: JOHN,
    subject: 'Summer savings at Sea Garden',
    fromName: CARE_EN,
    message: 'Book a summer stay at Sea Garden before the end of the month and save 15%.',
    messageType: 'marketing',
    createdAt: { day: -2, hour: 12 },
  },
  {
    user: JOHN,
    subject: 'Your contract TE-2017-000954 is blocked',
    fromName: CARE_EN,
    message: 'Please contact Customer Care about the overdue renovation fee on your contract.',
    messageType: 'alert',
    createdAt: { day: -50, hour: 9 },
    readAt: { day: -49, hour: 10 },
  },
];
