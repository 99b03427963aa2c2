/** Texts of the destination highlights and exchange partners (dashboard sections and their pages). */
export const partners = {
  destinations: {
    overline: 'Beyond your resort',
    title: 'Destination highlights',
    subtitle: 'Parks, shows and hideaways a short ride from your resort.',
    carousel: 'Destinations',
    discover: 'Discover',
  },
  destination: {
    overline: 'Destination highlight',
    soon: 'We are preparing the details of this destination. Customer Care can tell you more in the meantime.',
    readMore: 'Read more',
    buyTickets: 'Buy tickets',
    learnMore: 'Learn more',
    back: 'Back to the dashboard',
    planStay: 'Plan your stay',
    planStayText:
      'Make it part of your next vacation: tell us your dates and we will find you a room nearby.',
    requestReservation: 'Request a reservation',
    notFoundText: 'We could not find this destination. It may have ended or moved.',
    loadError: 'We could not load this destination. Please try again.',
    retry: 'Try again',
  },
  exchanges: {
    overline: 'Travel further',
    stripTitle: 'Exchange your week',
    stripText: 'Your membership opens the doors of resorts around the world through our exchange partners.',
    learnMore: 'Learn more',
    learnMoreHidden: 'about exchange partners',
    subtitle:
      'Deposit your week with one of your exchange partners and stay at resorts around the world. These are the partners your membership includes.',
    carousel: 'Your exchange partners',
    visitWebsite: 'Visit website',
    newTab: '(opens in a new tab)',
    membershipNumber: 'Membership no. {{number}}',
    none: 'You have no exchange partners yet. Customer Care can tell you how to join one.',
    loadError: 'We could not load your exchange partners. Please try again.',
    retry: 'Try again',
    partners: {
      rci: 'One of the largest vacation exchange networks: trade your week for stays at thousands of affiliated resorts.',
      interval:
        'Exchange your week at quality resorts worldwide, with getaways and travel savings for members.',
      dae: 'Swap your week directly with owners around the world, with simple deposits and flexible dates.',
      ice: 'Turn your vacation time into cruises, tours and travel experiences at member prices.',
      sfx: 'A boutique exchange: trade your week for stays at hand-picked resorts and destinations.',
      thirdhome:
        'A private club for luxury homes: trade time at your vacation home for stays in homes and estates worldwide.',
    },
  },
};
