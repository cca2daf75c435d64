// Issue 21: the secret scan holds the final post's VP and DP chart to the chart drawn from the
// replayed positions, and only once the game is over. Controls: a chart of other figures and a
// chart posted while the game runs are both found.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/ai/index';
import type { GameState } from '../../src/engine/index';
import type { SeenMessage } from '../../src/local-discord';
import { renderScoreChart, type DescribedImage } from '../../src/render/index';
import { chartOf } from '../../src/bot/score-chart';
import { scoreHistoryOf } from '../../src/verify/score-history';
import { scanImages } from './secret-scan';

const states: GameState[] = [];
playRandomGame({ seed: 51, crypto: true, players: 2, check: false, onState: (s) => states.push(s) });
const final = states[states.length - 1];

function posted(image: DescribedImage): SeenMessage {
  const attachment = {
    id: 'a1',
    filename: image.fileName,
    contentType: 'image/png',
    size: image.data.length,
    description: image.description,
    data: image.data,
  };
  return { id: 'm1', attachments: [attachment] } as unknown as SeenMessage;
}

describe('the secret scan and the VP and DP chart (issue 21)', () => {
  it('the chart drawn from the replayed positions of the ended game passes', async () => {
    const image = await renderScoreChart(chartOf(final, scoreHistoryOf(states)));
    expect(await scanImages([posted(image)], states, 'en')).toEqual([]);
  });

  it('a chart of other figures is found (control)', async () => {
    const history = scoreHistoryOf(states);
    history.players[0].vp[0] += 10;
    const image = await renderScoreChart(chartOf(final, history));
    const found = await scanImages([posted(image)], states, 'en');
    expect(found.map((f) => f.what)).toContain('the chart differs');
  });

  it('a chart while the game runs is found (control)', async () => {
    const running = states.slice(0, 40);
    const image = await renderScoreChart(chartOf(final, scoreHistoryOf(running)));
    const found = await scanImages([posted(image)], running, 'en');
    expect(found.map((f) => f.what)).toEqual(['a chart of a game not over']);
  });
});
