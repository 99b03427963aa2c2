/**
 * Texts of the club screens (About, FAQs, club benefits) and of the dashboard's sections below its banner
 * (`home`): the dashboard route loads this namespace with its page, so the login page never carries them.
 */
export const club = {
  home: {
    memberCard: 'Membership card',
    guestIntro: 'Your next escape starts here. Tell us where and when, and we will find you a room.',
    guestTitle: 'Guest account',
    guestText:
      'You can request stays as a guest. If you own a membership, Customer Care can link your member ID to see your contracts here.',
    guestAction: 'Contact Customer Care',
    profile: {
      title: 'Your details',
      email: 'E-mail',
      mobilePhone: 'Mobile phone',
      homePhone: 'Home phone',
      address: 'Address',
      none: '—',
      link: 'Go to My Account',
    },
    glance: {
      title: 'At a glance',
      contracts: 'Contracts',
      unreadMessages: 'Unread messages',
      stays: 'Your stays',
      addReservation: 'Add a reservation',
      requestReservation: 'Request a reservation',
    },
    moreAbout: {
      overline: 'Get to know the club',
      title: 'More about {{club}}',
      subtitle: 'Two short videos, with captions, to make the most of your membership.',
    },
  },
  video: {
    whatItIs: {
      title: 'What is {{club}}?',
      text: 'The club, its six resorts and what your membership includes.',
    },
    howItWorks: {
      title: 'How it works',
      text: 'Four simple steps to get the most out of the members’ portal.',
    },
    play: 'Play video: {{title}}',
    length: 'Video with captions, {{seconds}} seconds',
    close: 'Close',
    unsupported: 'Your browser cannot play this video.',
    download: 'Download the video',
  },
  about: {
    overline: 'The club',
    subtitle:
      'A vacation club made for a lifetime of getaways: your weeks at our resorts in Mexico, year after year, and the world beyond them.',
    benefitsTitle: 'What your membership includes',
    benefits: {
      weeks: {
        title: 'Vacation weeks for life',
        text: 'Your vacation time at the club’s resorts, year after year, to share with the people you love.',
      },
      resorts: {
        title: 'Six resorts on the coast',
        text: 'Grand Luxxe, The Grand Bliss, The Grand Mayan, Mayan Palace, Sea Garden and The Estates.',
      },
      suites: {
        title: 'Room for everyone',
        text: 'Suites with space for the whole family, from studios to residences with several bedrooms.',
      },
      exchanges: {
        title: 'Exchanges around the world',
        text: 'Trade your week with exchange partners and stay at resorts on every continent.',
      },
      experiences: {
        title: 'Parks and shows',
        text: 'Adventure parks, live shows and hideaways a short ride from your resort.',
      },
      guests: {
        title: 'Share your vacation',
        text: 'Bring family and friends: add travelers to each reservation request.',
      },
      care: {
        title: 'Care in your language',
        text: 'Customer Care answers in English and Spanish, by phone and from your messages.',
      },
      online: {
        title: 'Everything online',
        text: 'Contracts, payments, reservations and messages in one place, on any device.',
      },
    },
    videoTitle: 'The club in under a minute',
    videoText: 'Watch what the club is and what your membership can do for you.',
  },
  faqs: {
    overline: 'Help',
    subtitle: 'Quick answers about your membership, reservations and payments.',
    listTitle: 'Questions and answers',
    loadError: 'We could not load the questions.',
    empty: 'There are no questions here yet. Customer Care can answer yours.',
    contactTitle: 'Still have a question?',
    contactText: 'Write to Customer Care: we answer within 24 hours.',
    contactLink: 'Contact Customer Care',
  },
  benefits: {
    overline: 'Members only',
    logo: 'Club Freedom',
    title: 'Travel more with Club Freedom',
    text: 'As a member you have access to Club Freedom: preferential rates on hotels, cruises, flights and experiences around the world, beyond your vacation weeks.',
    points: {
      rates: 'Member rates on hotels and resorts worldwide',
      trips: 'Cruises, flights and car rental for the whole family',
      experiences: 'Tours and experiences at your destination',
    },
    action: 'Go to the Club Freedom site',
    newTab: '(opens in a new tab)',
    note: 'The site opens in a new tab. Sign in there with your member ID.',
  },
};
