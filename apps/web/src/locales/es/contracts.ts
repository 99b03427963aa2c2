import type { contracts as en } from '../en/contracts.ts';
import type { Translation } from '../types.ts';

export const contracts: Translation<typeof en> = {
  overline: 'Mi Vida Vacations',
  subtitle: 'Tus contratos del club. Elige uno para ver sus detalles.',
  listLabel: 'Tus contratos',
  empty: 'No hay contratos asociados a la membresía.',
  failed: 'No pudimos cargar tus contratos.',
  retry: 'Intentar de nuevo',
  dialog: {
    close: 'Cerrar',
    resort: 'Desarrollo',
    status: 'Estado',
    active: 'Activo',
    otherStatus: 'Comunícate con Atención a Socios para conocer los detalles del estatus de tu contrato.',
    number: 'Número de contrato',
    usageFee: 'Cuota de uso {{year}}',
    roomType: 'Tipo de habitación',
    purchaseDate: 'Fecha de compra',
    payments: 'Ir a pagos',
  },
};
