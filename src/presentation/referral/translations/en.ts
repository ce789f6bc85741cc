export const en = {
  referFriend: {
    title: 'Refer a friend',
    intro: 'Share your link. A friend who joins through it is counted as referred by you.',
    code: 'Your referral code',
    link: 'Your referral link',
    copy: 'Copy link',
    copied: 'Link copied.',
    copyFailed: 'The link could not be copied: select it and copy it yourself.',
    referredPlayers: 'Friends who joined',
    clicks: 'Visits through your link',
    loading: 'Loading your referral details…',
    unavailable: 'Your referral details cannot be shown right now. Please try again later.',
  },
};

export type ReferralMessages = typeof en;
