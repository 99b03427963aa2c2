import type { dashboard as en } from '../en/dashboard.ts';
import type { Translation } from '../types.ts';

export const dashboard: Translation<typeof en> = {
  welcome: 'Te damos la bienvenida, {{name}}',
  welcomeNoName: 'Te damos la bienvenida',
  intro: 'Tu próxima escapada empieza aquí. Todo sobre tu membresía, en un solo lugar.',
  memberId: 'Número de socio',
  autopayNotice: {
    declined:
      'El pago automático no pudo cargar {{amount}} del contrato {{number}} (vence el {{date}}). {{reason}} Lo intentaremos de nuevo el {{next}}.',
    stopped:
      'El pago automático se detuvo para la mensualidad de {{amount}} que venció el {{date}} del contrato {{number}}. Págala ahora, por favor.',
    pay: 'Pagar',
  },
  filter: {
    title: 'Planea tu próxima estancia',
    destination: 'Destino',
    anyDestination: 'Cualquier destino',
    arrival: 'Llegada',
    departure: 'Salida',
    guests: 'Huéspedes',
    submit: 'Solicitar una reservación',
  },
};
