// People playing Kogge in the page: they read the newest board post in their browser, press
// Act when it mentions them, and click among the buttons and menu options their ephemeral
// panel shows. Choices follow a seeded policy leaning toward progress (the weights of the
// bot's own end-to-end players), so a game ends in a reasonable number of clicks.
import type { Page } from 'playwright-core';

interface Control {
  id: string;
  label: string;
  select: boolean;
  options: { value: string; label: string }[];
  max: number;
}

interface Choice {
  control: Control;
  values?: string[];
  weight: number;
  /** Whether the click applies a game action (the board moves to the next version). */
  applies: boolean;
}

export interface Post {
  id: string;
  version: number;
  awaited: string[];
  /** Whether it has "Act": every post of a running game does, the final post does not. */
  act: boolean;
  text: string;
}

/** mulberry32: a tiny seeded generator, so the choices are the same on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const parts = (id: string) => id.split('|');
const kindOf = (id: string) => parts(id)[3];
const argsOf = (id: string) => parts(id).slice(4);
const versionOf = (id: string) => Number(parts(id)[2]);

/** The newest public post with a board image, as this page shows it. */
export function latestPost(page: Page): Promise<Post | undefined> {
  return page.evaluate(() => {
    const posts = Array.from(document.querySelectorAll('.message:not(.ephemeral)')).filter((m) =>
      m.querySelector('img[src*="kogge-board-"]'),
    );
    const post = posts.at(-1) as HTMLElement | undefined;
    if (!post) return undefined;
    const src = post.querySelector('img[src*="kogge-board-"]')?.getAttribute('src') ?? '';
    return {
      id: post.dataset.id ?? '',
      version: Number(/kogge-board-(\d+)\.png/.exec(src)?.[1] ?? -1),
      awaited: Array.from(post.querySelectorAll<HTMLElement>('.content .mention[data-user]')).map(
        (m) => m.dataset.user ?? '',
      ),
      act: Array.from(post.querySelectorAll<HTMLElement>('button.btn')).some(
        (b) => b.dataset.customId?.split('|')[3] === 'act',
      ),
      text: post.querySelector('.content')?.textContent ?? '',
    };
  });
}

export class PagePlayers {
  private readonly random: () => number;
  actions = 0;
  clicks = 0;

  /** `seats`: each player's user id and the page that holds their seat. */
  constructor(
    private readonly seats: Map<string, Page>,
    seed: number,
    /** Other seats are computer players: wait for their moves instead of failing. */
    private readonly withComputers = false,
  ) {
    this.random = seeded(seed);
  }

  private get anyPage(): Page {
    return [...this.seats.values()][0];
  }

  /** Plays until `until` actions more have been applied, or to the final post (no "Act"). */
  async play(until = Infinity): Promise<Post> {
    const stop = this.actions + until;
    for (;;) {
      const post = await latestPost(this.anyPage);
      if (!post) throw new Error('no board post in the page');
      if (!post.act || this.actions >= stop) return post;
      const awaited = post.awaited.filter((id) => this.seats.has(id));
      if (awaited.length === 0 && this.withComputers) {
        await this.nextPost(post);
        continue;
      }
      if (awaited.length === 0) throw new Error(`nobody awaited in: ${post.text}`);
      const userId = awaited[Math.floor(this.random() * awaited.length)];
      await this.playFor(userId, post);
      if (this.actions > 3000) throw new Error('no game end after 3000 actions');
    }
  }

  /** Waits until the latest post is another or says something else (a computer player moved). */
  private async nextPost(post: Post): Promise<void> {
    const until = Date.now() + 60_000;
    for (;;) {
      const now = await latestPost(this.anyPage);
      if (now && (now.id !== post.id || now.text !== post.text)) return;
      if (Date.now() > until) throw new Error(`the computer players never moved on from: ${post.text}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Opens the panel from the post and acts until the decision leaves this player. */
  private async playFor(userId: string, post: Post): Promise<void> {
    const page = this.seats.get(userId)!;
    const before = await ephemeralIds(page);
    await page.click(`.message[data-id="${post.id}"] button:text-is("Act")`);
    this.clicks += 1;
    const panelId = await newPanel(page, before);
    if (!panelId) return;
    let turnSteps = 0;
    for (let step = 0; step < 60; step++) {
      const controls = await readControls(page, panelId);
      const choice = this.choose(controls, step, turnSteps);
      if (!choice) return;
      const version = versionOf(choice.control.id);
      await this.perform(page, panelId, choice);
      this.clicks += 1;
      await answered(page, panelId);
      if (choice.applies) {
        this.actions += 1;
        turnSteps += 1;
        if (this.withComputers) await boardAtLeast(page, version + 1);
        else await page.waitForSelector(`img[src*="kogge-board-${version + 1}.png"]`);
        await panelAtLeast(page, panelId, version + 1);
      }
      if ((await page.locator(`.message[data-id="${panelId}"]`).count()) === 0) return;
      if (choice.applies) {
        const now = await latestPost(page);
        if (!now?.awaited.includes(userId)) return;
      }
    }
  }

  private async perform(page: Page, panelId: string, choice: Choice): Promise<void> {
    const panel = `.message[data-id="${panelId}"]`;
    if (!choice.values) {
      await page.click(`${panel} button[data-custom-id="${choice.control.id}"]`);
      return;
    }
    const select = `${panel} .select[data-custom-id="${choice.control.id}"]`;
    await page.click(`${select} .select-toggle`);
    for (const value of choice.values) await page.click(`${select} .select-option[data-value="${value}"]`);
    if (choice.control.max > 1) await page.click(`${select} .select-done`);
  }

  private choose(controls: Control[], step: number, turnSteps: number): Choice | null {
    const choices = controls.flatMap((c) => this.weigh(c, turnSteps));
    if (choices.length === 0) return null;
    // Wandering too long: finish with whatever applies (End turn among them).
    const pool = step > 30 ? choices.filter((c) => c.applies) : choices;
    const total = pool.reduce((n, c) => n + c.weight, 0);
    let pick = this.random() * total;
    for (const c of pool) {
      if (pick < c.weight) return c;
      pick -= c.weight;
    }
    return pool[pool.length - 1] ?? null;
  }

  private weigh(c: Control, turnSteps: number): Choice[] {
    const kind = kindOf(c.id);
    const [first] = argsOf(c.id);
    if (c.select) {
      const options = c.options;
      if (options.length === 0) return [];
      const any = () => options[Math.floor(this.random() * options.length)].value;
      if (kind === 'do') {
        const chit = options.find((o) => /chit/.test(o.label));
        return [{ control: c, values: [chit ? chit.value : any()], weight: chit ? 200 : 30, applies: true }];
      }
      if (kind === 'pick' && first === 'bid') {
        const size = Math.min(options.length, c.max, 1 + Math.floor(this.random() * 2));
        const shuffled = [...options].sort(() => this.random() - 0.5).slice(0, size);
        return [{ control: c, values: shuffled.map((o) => o.value), weight: 30, applies: false }];
      }
      if (kind === 'pick' && first === 'take') {
        return [{ control: c, values: [options[0].value], weight: 50, applies: false }];
      }
      if (kind === 'pick' && (first === 'give' || first === 'ogive' || first === 'oask')) {
        return [{ control: c, values: [any()], weight: first === 'give' ? 50 : 10, applies: false }];
      }
      return [];
    }
    if (kind === 'do') {
      const code = first ?? '';
      const weight =
        code === 'bo'
          ? 300
          : code === 'et'
            ? 1 + 3 * turnSteps
            : /^(ct|bd)/.test(code)
              ? 100
              : /^(ot|at)/.test(code)
                ? 50
                : code.startsWith('dt')
                  ? 20
                  : code.startsWith('wt')
                    ? 0
                    : 10;
      return weight > 0 ? [{ control: c, weight, applies: true }] : [];
    }
    if (kind === 'nav') {
      const weights: Record<string, number> = {
        sail: turnSteps < 2 ? 12 : 1,
        pay: 12,
        gm: 15,
        trade: argsOf(c.id).length > 1 ? 0 : 25,
        buy: 3,
        route: 1,
        raid: 0.3,
        offer: 0,
        offers: 30,
        main: 0.5,
      };
      const weight = weights[first ?? ''] ?? 0;
      return weight > 0 ? [{ control: c, weight, applies: false }] : [];
    }
    return [];
  }
}

function ephemeralIds(page: Page): Promise<string[]> {
  return page.$$eval('.message.ephemeral', (els) => els.map((el) => (el as HTMLElement).dataset.id ?? ''));
}

/** The ephemeral panel the Act click brought (undefined if the bot only said something). */
async function newPanel(page: Page, before: string[]): Promise<string | undefined> {
  const handle = await page.waitForFunction((known) => {
    const fresh = Array.from(document.querySelectorAll<HTMLElement>('.message.ephemeral')).find(
      (el) => !known.includes(el.dataset.id ?? '') && !el.querySelector('.thinking'),
    );
    return fresh
      ? { id: fresh.dataset.id, controls: fresh.querySelectorAll('[data-custom-id]').length }
      : null;
  }, before);
  const found = (await handle.jsonValue()) as { id: string; controls: number };
  return found.controls > 0 ? found.id : undefined;
}

function readControls(page: Page, panelId: string): Promise<Control[]> {
  return page.$$eval(`.message[data-id="${panelId}"] [data-custom-id]`, (els) =>
    els
      .filter((el) => !(el as HTMLButtonElement).disabled)
      .map((el) => {
        const e = el as HTMLElement;
        const select = e.classList.contains('select');
        return {
          id: e.dataset.customId ?? '',
          label: select ? '' : (e.textContent ?? ''),
          select,
          options: Array.from(e.querySelectorAll<HTMLElement>('.select-option')).map((o) => ({
            value: o.dataset.value ?? '',
            label: o.textContent ?? '',
          })),
          max: Number(e.dataset.max ?? 1),
        };
      }),
  );
}

/** The bot answered the click (the page no longer shows the panel as waiting). */
async function answered(page: Page, panelId: string): Promise<void> {
  await page.waitForFunction(
    (id) => !document.querySelector(`.message[data-id="${id}"]`)?.classList.contains('pending'),
    panelId,
  );
}

/** After an action, the panel's controls carry the new state version (or it has none). */
/**
 * A board of `version` or later: computer players may move on before the board of exactly
 * this version is drawn, and the bot skips boards in between (newest state wins).
 */
async function boardAtLeast(page: Page, version: number): Promise<void> {
  await page.waitForFunction(
    (v) =>
      Array.from(document.querySelectorAll('img')).some(
        (img) => Number(/kogge-board-(\d+)\.png/.exec(img.src)?.[1] ?? -1) >= v,
      ),
    version,
  );
}

async function panelAtLeast(page: Page, panelId: string, version: number): Promise<void> {
  await page
    .waitForFunction(
      ({ id, v }) => {
        const panel = document.querySelector(`.message[data-id="${id}"]`);
        const first = panel?.querySelector<HTMLElement>('[data-custom-id]');
        return !panel || !first || Number((first.dataset.customId ?? '').split('|')[2]) >= v;
      },
      { id: panelId, v: version },
      { timeout: 3000 },
    )
    .catch(() => undefined);
}
