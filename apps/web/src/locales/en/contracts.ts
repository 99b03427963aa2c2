/** Texts of the contracts page and its contract dialog (issue 13). */
export const contracts = {
  overline: 'My Vida Vacations',
  subtitle: 'Your club contracts. Choose one to see its details.',
  listLabel: 'Your contracts',
  empty: 'There are no contracts associated with the membership.',
  failed: 'We could not load your contracts.',
  retry: 'Try again',
  dialog: {
    close: 'Close',
    resort: 'Resort',
    status: 'Status',
    active: 'Active',
    otherStatus: 'Please contact Customer Care for details about the status of your contract.',
    number: 'Contract number',
    usageFee: 'Usage fee {{year}}',
    roomType: 'Room type',
    purchaseDate: 'Purchase date',
    payments: 'Go to payments',
  },
};
