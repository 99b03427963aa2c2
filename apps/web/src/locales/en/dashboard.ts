/**
 * The dashboard's banner and filter. A core namespace (loaded with the login page), so it stays small: the
 * dashboard's other sections read the `club` namespace, which the dashboard route loads with its page.
 */
export const dashboard = {
  welcome: 'Welcome, {{name}}',
  welcomeNoName: 'Welcome',
  intro: 'Your next escape starts here. Everything about your membership, in one place.',
  memberId: 'Member ID',
  autopayNotice: {
    declined:
      'AutoPay could not charge {{amount}} for contract {{number}} (due {{date}}). {{reason}} We will try again on {{next}}.',
    stopped:
      'AutoPay stopped for the installment of {{amount}} due {{date}} on contract {{number}}. Please pay it now.',
    pay: 'Pay',
  },
  filter: {
    title: 'Plan your next stay',
    destination: 'Destination',
    anyDestination: 'Any destination',
    arrival: 'Arrival',
    departure: 'Departure',
    guests: 'Guests',
    submit: 'Request a reservation',
  },
};
