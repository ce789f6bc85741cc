import type { PlayMode } from './play-mode';

export interface PlayOptionsInput {
  readonly authenticated: boolean;
  readonly mobile: boolean;
  /** Whether the game offers practice play at all. */
  readonly practicePlay: boolean;
  /** Site configuration: logged-in players may practise too. */
  readonly casinoLoggedPracticePlayEnabled: boolean;
}

/** What a game offers the person looking at it (GAME-08). */
export interface PlayOptions {
  /** A player plays for real at once; a visitor is offered "Log in and play", which leads to login (GAME-07). */
  readonly realPlay: 'play' | 'login-and-play';
  readonly practicePlay: boolean;
  /** Whether links may open the game straight into play (cards, deep links shown to the player). */
  readonly quickPlayLinks: boolean;
  /** The play a quick play link opens, when there is one. */
  readonly quickPlayMode: PlayMode | null;
}

/**
 * GAME-08: quick play links and real play are available on mobile or when authenticated; visitors
 * see the login-and-play button and practice play (when the game has it). Logged-in players are
 * offered practice only when `casinoLoggedPracticePlayEnabled`.
 */
export const playOptions = ({ authenticated, mobile, practicePlay, casinoLoggedPracticePlayEnabled }: PlayOptionsInput): PlayOptions => {
  const practice = practicePlay && (!authenticated || casinoLoggedPracticePlayEnabled);
  const quickPlayLinks = mobile || authenticated;
  const quickPlayMode: PlayMode | null = !quickPlayLinks ? null : authenticated ? 'real' : practice ? 'practice' : null;
  return { realPlay: authenticated ? 'play' : 'login-and-play', practicePlay: practice, quickPlayLinks, quickPlayMode };
};
