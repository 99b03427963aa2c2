export const common = {
  appName: 'Vida Portal',
  brand: 'Vida Vacations',
  loading: 'Loading…',
  close: 'Close',
  backHome: 'Back to the home page',
  comingSoon: 'We are preparing this section for you. It will be available soon.',
  documentTitle: '{{page}} · Vida Portal',
  language: {
    label: 'Language',
    en: 'English',
    es: 'Español',
  },
  carousel: {
    label: 'carousel',
    slide: 'slide',
    position: '{{n}} of {{m}}',
    previous: 'Previous',
    next: 'Next',
  },
  errors: {
    title: 'Something went wrong',
    body: 'An unexpected error stopped this page. Please try again.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
};
