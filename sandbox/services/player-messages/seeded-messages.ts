import type { MessageCategory, NewMessage } from './messages-store.ts';

interface Template {
  category: MessageCategory;
  title: (n: number) => string;
  body: (n: number) => string;
}

const amount = (n: number) => `€${(10 + ((n * 37) % 190)).toFixed(2)}`;
const games = ['Starburst', 'Book of Dead', 'Gonzo’s Quest', 'Lightning Roulette', 'Mega Moolah', 'Blackjack Classic'];
const game = (n: number) => games[n % games.length] ?? 'Starburst';

/** What an operator sends players over a year: mostly offers, then account news, then safer-gambling notes. */
const templates: readonly Template[] = [
  { category: 'promotion', title: (n) => `Weekend reload: 50% up to ${amount(n)}`, body: () => 'Deposit this weekend and we add half as much again, up to the amount above.\nWagering 30x within 14 days. Full terms on the promotions page.' },
  { category: 'account', title: (n) => `Your withdrawal of ${amount(n)} has been paid`, body: () => 'Your withdrawal has left us and should reach your account within 1 to 3 working days.\nIf it has not arrived by then, reply through the contact page.' },
  { category: 'promotion', title: (n) => `20 free spins on ${game(n)}`, body: (n) => `Your free spins on ${game(n)} are waiting in the game. They are valid for 7 days.\nWinnings from free spins are paid as bonus money.` },
  { category: 'promotion', title: () => 'Daily drops: prizes every hour', body: () => 'Play any slot in the Daily Drops lobby for a chance at one of 500 prizes dropped every hour.' },
  { category: 'safer-gambling', title: () => 'Your monthly activity statement is ready', body: () => 'Your deposits, withdrawals and net position for last month are on the account page.\nTaking a look once a month helps you keep gambling fun.' },
  { category: 'account', title: () => 'We verified your identity document', body: () => 'Thank you: your identity document has been checked and your account is fully verified.' },
  { category: 'promotion', title: (n) => `Cashback on ${game(n)}: 10% of your losses back`, body: () => 'Until Sunday midnight, 10% of your net losses on the game above come back as cash on Monday.' },
  { category: 'promotion', title: () => 'Loyalty: double points this week', body: () => 'Every bet earns twice the usual loyalty points until Sunday. Points can be redeemed on the account page.' },
  { category: 'account', title: () => 'A new sign-in to your account', body: () => 'Someone signed in to your account from a new device. If it was you, there is nothing to do.\nIf it was not, change your password at once and contact us.' },
  { category: 'promotion', title: (n) => `Tournament: ${game(n)} leaderboard`, body: () => 'Climb the leaderboard by your biggest win multiplier. The top 100 players share the prize pool.' },
  { category: 'safer-gambling', title: () => 'Have you set a deposit limit?', body: () => 'A daily, weekly or monthly deposit limit helps you stay in control. You can set one on the safer gambling page at any time.' },
  { category: 'promotion', title: () => 'New games this week', body: (n) => `${game(n)} and four more new games have arrived in the lobby. Try them in practice mode first.` },
  { category: 'account', title: () => 'Our terms and conditions have changed', body: () => 'We updated our terms and conditions. The changes take effect in 30 days; the terms page lists them.' },
  { category: 'promotion', title: (n) => `Your birthday bonus: ${amount(n)}`, body: () => 'Happy birthday from all of us! A bonus is waiting for you in your account. Wagering 10x.' },
  { category: 'safer-gambling', title: () => 'Take a break whenever you want', body: () => 'A time-out from one day to six weeks pauses deposits, games and offers. Start one from the safer gambling page.' },
  { category: 'promotion', title: () => 'Live casino: Friday night bonus', body: () => 'Play any live table on Friday evening and get a bonus of 25% of your stakes, up to €50.' },
  { category: 'account', title: (n) => `Your deposit of ${amount(n)} was received`, body: () => 'Thank you for your deposit. It is in your balance now.' },
  { category: 'promotion', title: () => 'Refer a friend: €20 each', body: () => 'Share your referral link. When your friend joins and deposits, you both get €20 bonus money.' },
  { category: 'account', title: () => 'Please confirm your phone number', body: () => 'Confirming your phone number keeps your account safe. It takes a minute on the phone page.' },
  { category: 'promotion', title: () => 'Mega Moolah jackpot passes €5 million', body: () => 'The progressive jackpot has never been higher. Every spin has a chance to win it.' },
];

/** How many of each state, newest first: unread, then read, then (oldest) deleted. */
export interface InboxShape {
  unread: number;
  read: number;
  deleted: number;
}

/**
 * A year of messages, newest first, about four hours apart: the same every time for the same shape
 * and clock, so a seeded inbox is one a developer can describe.
 */
export function seededMessages(shape: InboxShape, nowMs: number): NewMessage[] {
  const total = shape.unread + shape.read + shape.deleted;
  return Array.from({ length: total }, (_, index) => {
    const template = templates[index % templates.length] as Template;
    const sentAt = new Date(nowMs - (index + 1) * 4 * 3_600_000 - ((index * 7919) % 3_600_000));
    const read = index >= shape.unread;
    return {
      category: template.category,
      title: template.title(index),
      body: template.body(index),
      sentAt,
      readAt: read ? new Date(sentAt.getTime() + 3_600_000) : null,
      deletedAt: index >= shape.unread + shape.read ? new Date(sentAt.getTime() + 7_200_000) : null,
    };
  });
}
