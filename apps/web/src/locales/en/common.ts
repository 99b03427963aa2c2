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
  passwordStrength: {
    label: 'Password strength',
    levels: {
      veryWeak: 'Very weak',
      weak: 'Weak',
      fair: 'Fair',
      strong: 'Strong',
      veryStrong: 'Very strong',
    },
    loading: 'Checking how easy it is to guess…',
    strongEnough: 'Hard to guess: good.',
  },
  errors: {
    title: 'Something went wrong',
    body: 'An unexpected error stopped this page. Please try again.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
};
