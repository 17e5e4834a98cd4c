import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode, type GameScoreBody } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';

/**
 * A round is good for an hour (`GAME.roundLifetimeSeconds`); one not yet started is replaced after half of
 * that when the page is looked at again, so a board left open does not deal an expired round.
 */
const ROUND_STALE_MS = 30 * 60_000;

export const gameKeys = {
  all: ['game'] as const,
  state: () => [...gameKeys.all, 'state'] as const,
};

/** `GET game`: a fresh signed round, the member's best, the maximum and the leaderboards. */
export function useGameQuery() {
  return useQuery({
    queryKey: gameKeys.state(),
    queryFn: ({ signal }) => api.call(Api.game.state, {}, { signal }),
    staleTime: ROUND_STALE_MS,
    refetchOnWindowFocus: true,
  });
}

/**
 * `POST game`: the round's score. The page tells its refusals itself (a round too old, already counted,
 * not accepted); the leaderboards and a fresh round are fetched again afterwards either way.
 */
export function useScoreMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GameScoreBody) =>
      api.call(
        Api.game.score,
        { body },
        { expect: [ErrorCode.Plain, ErrorCode.ValidationFailed, ErrorCode.TooManyRequests] },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: gameKeys.all }),
  });
}
