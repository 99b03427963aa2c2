import type { common as en } from '../en/common.ts';
import type { Translation } from '../types.ts';

export const common: Translation<typeof en> = {
  appName: 'Portal Vida',
  brand: 'Vida Vacations',
  loading: 'Cargando…',
  list: {
    loadError: 'No pudimos cargar esta lista.',
    retry: 'Intentar de nuevo',
  },
  close: 'Cerrar',
  backHome: 'Volver al inicio',
  comingSoon: 'Estamos preparando esta sección para ti. Muy pronto estará disponible.',
  documentTitle: '{{page}} · Portal Vida',
  language: {
    label: 'Idioma',
    en: 'English',
    es: 'Español',
  },
  carousel: {
    label: 'carrusel',
    slide: 'diapositiva',
    position: '{{n}} de {{m}}',
    previous: 'Anterior',
    next: 'Siguiente',
  },
  passwordStrength: {
    label: 'Seguridad de la contraseña',
    levels: {
      veryWeak: 'Muy débil',
      weak: 'Débil',
      fair: 'Regular',
      strong: 'Fuerte',
      veryStrong: 'Muy fuerte',
    },
    loading: 'Revisando qué tan fácil es de adivinar…',
    strongEnough: 'Difícil de adivinar: bien.',
  },
  amountDue: {
    title: 'Monto a pagar',
    count_one: '{{count}} pago pendiente a la fecha',
    count_other: '{{count}} pagos pendientes a la fecha',
    label_one: 'Pago pendiente a la fecha',
    label_other: 'Pagos pendientes a la fecha',
    overdue_one: '{{count}} vencido',
    overdue_other: '{{count}} vencidos',
    nothingDue: 'No tienes pagos pendientes a la fecha.',
    next: 'Próximo pago: {{amount}} el {{date}}',
    payNow: 'Pagar ahora',
    payByPhone: 'Por ahora no se pueden hacer pagos en el portal. Para pagar, llama a Atención a Socios:',
    callToPay: 'Para pagar, llama a Atención a Socios:',
    hours: '{{hours}} ({{zone}})',
  },
  errors: {
    title: 'Algo salió mal',
    body: 'Un error inesperado detuvo esta página. Por favor inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
    home: 'Ir a la página de inicio',
  },
};
