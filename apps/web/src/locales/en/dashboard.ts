export const dashboard = {
  welcome: 'Welcome, {{name}}',
  welcomeNoName: 'Welcome',
  intro: 'Your next escape starts here. Everything about your membership, in one place.',
  memberId: 'Member ID',
  resort: 'Resort',
  nonMember: 'Guest account',
  nonMemberText: 'You can request stays as a guest. Link your member ID to see your contracts.',
  contracts: 'Active contracts',
  unreadMessages: 'Unread messages',
  pendingPayments: 'Pending payments',
  viewAccount: 'View my account',
};
