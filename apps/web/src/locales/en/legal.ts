/**
 * Texts of the legal screens: the Terms and Conditions and the Privacy Policy, written for this portal from
 * spec section 1. Each section's `body` is read in order: a string is a paragraph, an object is a bulleted
 * list. Placeholders the page fills in: {{club}}, {{email}}, {{phone}} (from GET /club), {{privacyLink}},
 * {{form}} (the downloadable request form); `**text**` is shown in bold.
 */
export const legal = {
  overline: 'Legal',
  contents: 'Contents',
  inForce: 'In force since {{date}}',
  lastModified: 'Last modified {{date}}',
  prevailsTitle: 'The Spanish version prevails',
  prevails:
    'This document is published in Spanish and in English. If the two versions differ, the Spanish version prevails.',
  otherLanguage: 'Leer en español',
  backToContents: 'Back to contents',
  formLink: 'request form',
  formType: 'text file',
  careFallback: 'Customer Care',
  addressFallback: 'the address stated in your membership contract',
  loading: 'Loading the document',
  terms: {
    summary: 'The rules for using the members’ portal of {{club}}.',
    intro: {
      p1: 'These Terms and Conditions govern the use of the members’ portal of {{club}} (the “Portal”), the website where members of the vacation club and other visitors manage their profile, contracts, payments, reservations and messages. Please read them carefully: by registering, signing in or using the Portal you accept them.',
    },
    sections: {
      about: {
        title: 'Who we are and what these terms cover',
        body: {
          p1: 'In these terms, “we”, “us” and “the Club” mean {{club}}, the company that operates the vacation club and this Portal; “you” and “the User” mean any person who uses the Portal, whether a member with a member ID or a visitor who requests a stay without one.',
          p2: 'These terms apply to the Portal only. Your membership, your contracts and your stays are also governed by the contracts you signed with the Club and by the rules of each resort; where those documents and these terms differ on a matter of your membership, your contract prevails.',
          p3: 'Creating an account requires accepting these terms and acknowledging our {{privacyLink}}. If you do not agree with them, please do not use the Portal.',
        },
      },
      language: {
        title: 'Language',
        body: {
          p1: 'These terms are published in Spanish and in English for your convenience. If the two versions differ or are interpreted differently, the Spanish version prevails.',
        },
      },
      account: {
        title: 'Your account',
        body: {
          p1: 'To sign in you need a verified e-mail address and a password; members also link their member ID. You agree to give true, complete and current information and to keep it up to date from your profile.',
          p2: 'Your password is personal and confidential. Everything done in the Portal with your credentials is considered done by you, unless you told us beforehand that they had been compromised. If you suspect that someone else knows your password, change it at once and tell Customer Care.',
          p3: 'Changes to your membership data (e-mail address, phone numbers and address) are checked by Customer Care before they take effect, usually within one to three days.',
        },
      },
      devices: {
        title: 'Your devices and connection',
        body: {
          p1: 'You are responsible for the devices, software and internet connection you use to access the Portal, and for their cost. Keep your operating system, browser and security software up to date, and sign out when you use a shared or public device.',
          p2: 'We are not responsible for damage, loss of information or unauthorized access caused by failures, viruses or malicious software on your devices, by insecure networks, or by leaving your session open on a device that other people can use.',
        },
      },
      use: {
        title: 'Acceptable use',
        body: {
          p1: 'You may use the Portal to manage your membership and your stays, personally and lawfully. You agree not to:',
          list1: {
            identity:
              'use another person’s account or give false information, including about your identity or your membership;',
            access:
              'try to access other members’ data, parts of the Portal not intended for you, or our systems;',
            load: 'interfere with the operation of the Portal, overload it, or read it by automated means beyond normal use;',
            fraud:
              'use the Portal to commit or attempt fraud, including payments with cards you are not authorized to use.',
          },
        },
      },
      requests: {
        title: 'Reservations and requests',
        body: {
          p1: 'Reservation requests, contact messages and changes you send through the Portal are requests: they bind us only once we confirm them to you. Stays are subject to availability, to your contract and to the rules of the hotel operator.',
        },
      },
      payments: {
        title: 'Payments and bank cards',
        body: {
          p1: 'Card payments are completed on the secure page of our payment processor. Your full card number and security code are entered there and we never store them; the Portal keeps only what it needs to show your saved cards (card type, last four digits, expiry date, cardholder and billing address).',
          p2: 'Your bank, the card network or the payment processor may decline a card for reasons beyond our control, such as insufficient funds or credit limit, the bank’s security rules, incorrect or mismatching details, or a card that has expired or been blocked. We are not responsible for such rejections or for any fee your bank charges; you may try another card or contact your bank.',
          p3: 'A payment is applied to your contract only once the payment processor confirms it. Amounts, currencies and due dates are those of your contract.',
        },
      },
      cards: {
        title: 'Saved cards and deleting your payment profile',
        body: {
          p1: 'You may save cards to pay faster. Your payment profile exists only while you have at least one enrolled card: removing every enrolled card in Edit profile deletes your payment profile, and we no longer keep card details to charge again.',
          p2: 'Deleting your payment profile does not cancel your membership or your contracts, nor payments already made or still owed. To close your Portal account or have your personal data deleted, follow the procedure in our {{privacyLink}}.',
        },
      },
      links: {
        title: 'Links to third parties',
        body: {
          p1: 'The Portal links to websites and services that we do not operate, such as exchange companies, destinations and attractions, social networks, the club benefits site and the payment processor. We offer these links for your convenience; we do not control their content, availability or privacy practices and are not responsible for them. Their own terms and privacy notices apply when you use them.',
        },
      },
      suspension: {
        title: 'Suspension and cancellation',
        body: {
          p1: 'We may suspend or cancel your access to the Portal, in whole or in part and without prior notice when the circumstances require it, if you breach these terms, your contract or the law, or when it is reasonably necessary to prevent fraud or to protect you, other members or the Club — for example after suspicious sign-in attempts, the use of cards that are not yours or repeated chargebacks.',
          p2: 'If your access is suspended, contact Customer Care to learn the reason and how to restore it. Suspending or canceling your access to the Portal does not release you from the obligations of your contract.',
        },
      },
      availability: {
        title: 'Availability and force majeure',
        body: {
          p1: 'We work to keep the Portal available and its information accurate, but we offer it as it is and as available: it may be interrupted for maintenance, updates or failures. During the beta period some sections are still being finished.',
          p2: 'We are not liable for any failure or delay caused by events beyond our reasonable control, such as hurricanes, earthquakes and other natural events, epidemics, fires, failures of electricity, telecommunications or internet providers, cyberattacks, strikes or acts of authority. Our obligations resume as soon as the event is over.',
        },
      },
      property: {
        title: 'Intellectual property',
        body: {
          p1: 'The Portal and its design, texts, artwork, logos and software belong to the Club or its licensors and are protected by law. You may view them, and print or download what concerns you for your personal use; any other use requires our written permission.',
        },
      },
      data: {
        title: 'Personal data',
        body: {
          p1: 'We process your personal data in accordance with Mexico’s Federal Law on the Protection of Personal Data Held by Private Parties (LFPDPPP), its regulations and our {{privacyLink}}, which explains what data we collect, what we use it for, who we share it with and how you can exercise your rights.',
        },
      },
      care: {
        title: 'Customer Care',
        body: {
          p1: 'Customer Care answers your questions about the Portal, your membership and these terms at {{phone}} or {{email}}: {{hours}} (central Mexico time). Messages sent outside these hours are answered on the next business day.',
        },
      },
      changes: {
        title: 'Changes to these terms',
        body: {
          p1: 'We may modify these terms at any time, for example because of new features of the Portal or changes in the law. The version in force is always the one published here, with the date of its last modification.',
          p2: 'If a change significantly affects your rights, we will tell you by e-mail or with a notice in the Portal before it takes effect. If you keep using the Portal after a change takes effect, you accept the modified terms.',
        },
      },
      severability: {
        title: 'Severability',
        body: {
          p1: 'If an authority declares any provision of these terms void or unenforceable, that provision will apply to the extent permitted, and the remaining provisions stay in full force.',
        },
      },
      jurisdiction: {
        title: 'Governing law and jurisdiction',
        body: {
          p1: 'These terms are governed by the laws of the United Mexican States. For their interpretation and enforcement, you and the Club submit to the competent courts of Guadalajara, Jalisco, and waive any other jurisdiction that may apply by reason of your present or future domicile or for any other reason.',
          p2: 'This does not limit your right to go to the Federal Consumer Protection Agency (PROFECO).',
        },
      },
    },
  },
  privacy: {
    summary:
      'How {{club}} collects, uses and protects your personal data, and how you can exercise your rights.',
    intro: {
      p1: '{{club}} respects your privacy. This Privacy Policy explains how we process the personal data of the members and visitors who use this portal, in accordance with Mexico’s Federal Law on the Protection of Personal Data Held by Private Parties (LFPDPPP), its regulations and the other Mexican rules that apply.',
    },
    sections: {
      controller: {
        title: 'Who is responsible for your data',
        body: {
          p1: '{{club}}, the company that operates the vacation club and this portal, with its address at {{address}}, is responsible for processing your personal data (the “Controller”).',
          p2: 'For anything about your personal data, including the requests this policy describes, contact our Customer Care department at {{email}} or {{phone}}.',
        },
      },
      collected: {
        title: 'The personal data we collect',
        body: {
          p1: 'We obtain your data directly from you — when you register, update your profile, pay, request reservations or write to us — and from the records of your membership contract. Depending on how you use the portal, we process:',
          list1: {
            identity:
              '**Identification and contact data:** first and last names, e-mail address, home and mobile phone numbers, postal address, city, state, country and postal code, and your preferred language.',
            membership:
              '**Membership data:** member ID, contracts, resort, room type, weeks available and used, balances, fees and payment history.',
            financial:
              '**Financial and patrimonial data:** the details of the cards you save (card type, last four digits, expiry date, cardholder name and billing address) and the payments you make. Your full card number and security code are entered on the payment processor’s secure page; they never reach our servers.',
            stays:
              '**Reservation data:** hotels, dates, reservation numbers, and the names and e-mail addresses of the people traveling with you (for children under 12, their names only).',
            messages:
              '**Communications:** the messages you exchange with Customer Care and your communication preferences.',
            security:
              '**Security data:** your password (stored only as an irreversible hash), sign-in and session records, and the IP address of failed sign-in attempts, which we use to protect your account.',
          },
          p2: 'We do not ask for sensitive personal data. When you give us the data of other people (for example, of those traveling with you), you confirm that you have informed them and have their consent.',
        },
      },
      purposes: {
        title: 'What we use your data for',
        body: {
          p1: 'We use your personal data for the following purposes, which are necessary for your relationship with us:',
          list1: {
            account: 'to identify you, create and manage your account and verify your e-mail address;',
            membership:
              'to administer your membership and contracts, process your payments and saved cards, and issue receipts and invoices;',
            stays:
              'to handle your reservation requests, pre-registration and stays, and your memberships with exchange companies;',
            care: 'to answer your messages and requests through Customer Care and to send you notices about your account, payments and reservations;',
            security: 'to keep the portal and your account secure and to prevent fraud;',
            law: 'to comply with our legal obligations and the requests of competent authorities.',
          },
          p2: 'With your permission we also use your data to send you news, promotions and offers from the Club and its affiliates, and to ask about your satisfaction. These purposes are not necessary: you can refuse them at any time with the communication switches in Edit profile or by writing to {{email}}, and refusing does not affect the services you receive.',
        },
      },
      consent: {
        title: 'Your consent',
        body: {
          p1: 'By registering and using the portal with this policy available to you, you consent to the processing described here. For your financial and patrimonial data we ask for your express consent, which you give when you accept this policy on registering, or when you save a card or make a payment.',
        },
      },
      transfers: {
        title: 'Who we share your data with',
        body: {
          p1: 'We do not sell your personal data. We share it only as far as the purposes above require, with:',
          list1: {
            affiliates:
              '**Affiliates:** companies of the Club’s corporate group, which operate under the same internal policies, to administer your membership and provide the club’s services;',
            payments:
              '**The payment processor:** to charge your payments and keep your saved cards as secure tokens;',
            exchanges:
              '**Exchange companies:** such as RCI, Interval International and others with which you hold a membership, to manage your exchange benefits;',
            hotels:
              '**Hotel operators:** the operators of the resorts where you stay, to handle your reservations and pre-registration;',
            authorities:
              '**Authorities:** competent authorities, when the law requires it or when they request it in accordance with the law.',
          },
          p2: 'Under the LFPDPPP these transfers do not require your consent, because they are made to companies of our group, are necessary for the relationship we have with you, or are required by law. Any other transfer will be made only with your consent. Providers that process data on our behalf (such as hosting and e-mail) must keep it confidential and use it only to serve us.',
        },
      },
      arco: {
        title: 'Your ARCO rights',
        body: {
          p1: 'As the owner of your personal data you have the right to:',
          list1: {
            access: '**Access** the personal data we hold about you and know how we process it;',
            rectification: '**Rectify** it when it is inaccurate or incomplete;',
            cancellation:
              '**Cancel** it, so that we delete it when it is no longer needed for the purposes of this policy;',
            opposition: '**Oppose** its processing for specific purposes, for a legitimate reason.',
          },
          p2: 'These are known as ARCO rights (access, rectification, cancellation and opposition). You can also update most of your contact data yourself in Edit profile.',
        },
      },
      revocation: {
        title: 'Revoking your consent and being forgotten',
        body: {
          p1: 'You may revoke at any time the consent you gave us to process your personal data, and you may ask us to limit its use or disclosure. Revocation has no retroactive effect, and we may not be able to keep providing the services that need that data.',
          p2: 'You may also exercise your right to be forgotten: ask us to delete your personal data and close your account once your contracts and obligations with the Club have ended. We handle this request as a cancellation, with the same procedure and time limits.',
        },
      },
      requests: {
        title: 'How to send a request',
        body: {
          p1: 'Send your request by e-mail to {{email}}. You may use our {{form}}; a request in your own words is also valid if it includes:',
          list1: {
            name: 'your full name, and the e-mail address or other means where we should send our answer;',
            identity:
              'a copy of an official identification or, for a legal representative, the documents that prove their identity and authority;',
            description: 'a clear and precise description of the data and of the right you want to exercise;',
            other:
              'anything else that helps us find your data, such as your member ID; and, for a rectification, the changes you want and the documents that support them.',
          },
          p2: 'We will give you our answer within 20 business days of receiving your complete request. If your request is granted, it will take effect within the 15 business days that follow our answer. When justified, these periods may be extended once for an equal period, and we will tell you why.',
          p3: 'If your request lacks information, we will ask you for it within 5 business days, and you will have 10 business days to provide it; the period for our answer starts again once we receive it. Exercising these rights is free of charge; you would only cover justified shipping or copying costs, if any.',
        },
      },
      refusal: {
        title: 'When we may refuse a request',
        body: {
          p1: 'We may refuse a request, in whole or in part, when the applicant is not the owner of the data or their representative is not duly accredited, when the data is not in our databases, when granting it would harm the rights of a third party, when an authority has ruled otherwise, or when the law requires us to keep the data. Our answer will tell you the reason.',
          p2: 'When a legal obligation requires us to keep your data — for example tax, accounting or contractual records — we block it instead of deleting it: we keep it only for the period the law requires, with no processing other than its storage, and delete it when that period ends.',
        },
      },
      cookies: {
        title: 'Cookies, web beacons and browser storage',
        body: {
          p1: 'The portal does not use advertising or analytics cookies, web beacons or other third-party tracking technologies, and the e-mails we send contain no tracking pixels.',
          p2: 'To work, the portal keeps a few items in your browser’s storage, on your own device:',
          list1: {
            language: 'the language you chose;',
            session: 'your session while you are signed in, which is deleted when you sign out;',
            reservation: 'a reservation request you have started and not sent yet;',
            notice: 'that you have already seen a notice, so that it is not shown again;',
            returnTo: 'during a visit, the page to return to after signing in.',
          },
          p3: 'You can delete these items at any time from your browser’s settings; you will then be signed out and the portal will follow your browser’s language. The external sites we link to, including the payment processor’s page, may use their own cookies and technologies, governed by their own privacy notices.',
        },
      },
      security: {
        title: 'How we protect your data',
        body: {
          p1: 'We apply administrative, technical and physical security measures to protect your personal data against damage, loss, alteration, destruction and unauthorized use, access or processing — among them encrypted connections, passwords stored only as irreversible hashes, card data that never reaches our servers, and access to personal data limited to the staff who need it.',
        },
      },
      minors: {
        title: 'Minors',
        body: {
          p1: 'The portal is meant for adults. We process the data of minors only when an adult member or visitor gives it to us as a traveling companion, and only to handle that reservation.',
        },
      },
      changes: {
        title: 'Changes to this policy',
        body: {
          p1: 'We may update this policy because of changes in the law, in our services or in our practices. We will publish each new version on this page with the date of its last modification and, when the change is relevant, we will also tell you by e-mail or with a notice in the portal.',
        },
      },
      complaints: {
        title: 'Complaints',
        body: {
          p1: 'If you believe that your right to the protection of your personal data has been violated, you may file a complaint with the Mexican authority responsible for the protection of personal data.',
        },
      },
    },
  },
};
