export const en = {
  forum: {
    title: 'Sign in to the forum',
    ready: 'You are signed in. Continue to the forum with your casino account.',
    continue: 'Continue to the forum',
    incomplete: 'This sign-in link is incomplete or does not come from our forum. Open the forum and choose "Log in" again.',
    home: 'Back to the home page',
  },
};

export type ForumMessages = typeof en;
