// Reasons a member can pick when writing to customer care; written for Vida Portal.
export const CONTACT_REASONS: ReadonlyArray<{ key: string; en: string; es: string }> = [
  { key: 'reservations', en: 'Reservations', es: 'Reservaciones' },
  { key: 'payments_and_fees', en: 'Payments and fees', es: 'Pagos y cuotas' },
  { key: 'contract_and_membership', en: 'Contract and membership', es: 'Contrato y membresía' },
  { key: 'update_my_data', en: 'Update my data', es: 'Actualizar mis datos' },
  { key: 'exchanges', en: 'Exchanges', es: 'Intercambios' },
  { key: 'club_benefits', en: 'Club benefits', es: 'Beneficios del club' },
  { key: 'website_help', en: 'Help with the website', es: 'Ayuda con el sitio web' },
  { key: 'other', en: 'Other', es: 'Otro' },
];
