export const en = {
  redeem: {
    title: 'Redeem points',
    offer: 'You can redeem {{points}} {{name}} for {{value}} of bonus money.',
    keepsTier: 'Redeeming never changes your tier: you stay {{tier}}. Your tier comes from status points, which you earn by playing and never spend.',
    nothing: 'Collect 100 {{name}} to redeem them for bonus money: real-money play earns 10 points for every 1.00 staked.',
    start: 'Redeem for {{value}}',
    question: 'Redeem {{points}} {{name}} for {{value}} of bonus money?',
    confirm: 'Yes, redeem',
    redeeming: 'Redeeming…',
    cancel: 'Cancel',
    done: '{{value}} was added to your bonus balance.',
    retry: 'Try again',
    close: 'Close',
    failed: {
      notEnoughPoints: 'You no longer have that many {{name}} to redeem. Your points have been updated.',
      excluded: 'Your account cannot redeem {{name}}. Please contact support.',
      onBreak: 'You are taking a break from gambling, so {{name}} cannot be redeemed until it ends.',
      refused: 'Your points could not be redeemed. Please try again later.',
      unavailable: 'We could not reach the loyalty service, so we do not know yet whether your points were redeemed. Try again: they will never be redeemed twice.',
    },
  },
};

export type RedemptionMessages = typeof en;
