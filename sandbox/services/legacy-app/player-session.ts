import type { FastifyRequest } from 'fastify';
import { headerText } from '../../kernel/http/request-headers.ts';
import { cookieValue } from '../geolocation/index.ts';
import { minorOfMajor } from './amounts.ts';
import { field, textField, type PlatformClient } from './platform-client.ts';

/** The player a page is for: the session of the `sid` cookie, the profile's currency and linked bank accounts. */
export interface Player {
  session: string;
  currency: string;
  linkedAccounts: { id: string; label: string }[];
}

const sessionIdFormat = /^[A-Za-z0-9_-]{16,128}$/;

const paths = {
  profile: (session: string) => `/services/profile/v1/profiles/${session}`,
  balances: (session: string) => `/services/wallet-gateway/v1/profiles/${session}/balances`,
};

/** The player behind the `sid` cookie, or null for a visitor (no cookie, or a session the platform does not know). */
export async function playerOf(platform: PlatformClient, request: FastifyRequest): Promise<Player | null> {
  const session = cookieValue(headerText(request, 'cookie'), 'sid');
  if (session === undefined || !sessionIdFormat.test(session)) return null;
  const profile = await platform.get(paths.profile(session));
  if (profile.status !== 200) return null;
  const currency = textField(field(profile.body, 'attributes'), 'currency') ?? 'EUR';
  const linked = field(profile.body, 'personaLinkedAccounts');
  const linkedAccounts = (Array.isArray(linked) ? linked : [])
    .map((account) => ({ id: textField(account, 'id'), label: textField(account, 'label') ?? textField(account, 'id') }))
    .filter((account): account is { id: string; label: string } => account.id !== undefined && account.label !== undefined);
  return { session, currency, linkedAccounts };
}

/** One of the player's wallet balances (`Playable`, `Withdrawable`) in minor units, or null when the wallet does not name it. */
export async function balanceOf(platform: PlatformClient, player: Player, type: string): Promise<bigint | null> {
  const answer = await platform.get(paths.balances(player.session));
  const entry = Array.isArray(answer.body) ? answer.body.find((balance) => textField(balance, 'type') === type) : undefined;
  const amount = field(entry, 'amount');
  // Beyond 1e15 a figure is no balance (and its decimal text is exponential): not shown.
  return typeof amount === 'number' && Number.isFinite(amount) && Math.abs(amount) < 1e15 ? minorOfMajor(amount, player.currency) : null;
}
